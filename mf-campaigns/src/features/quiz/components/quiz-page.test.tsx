import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeCssOf, createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleCampaign, sampleQuiz, sampleQuizResult } from '../../../testing/fixtures';
import { getEvents, getQuiz, getQuizResult, postQuizAnswers } from '@survey/contract';

describe('/answerSheet', () => {
  it('a visitor answers every question; only the chosen options are sent and the result page opens', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getEvents, [sampleCampaign({ key: 'answerSheet', title: '调研知识挑战赛' })]);
    platform.server.respond(getQuiz, sampleQuiz());
    platform.server.respond(postQuizAnswers, sampleQuizResult());
    renderArea(area, { platform, path: '/answerSheet' });

    // The count is the questions asked, whatever the campaign's texts say (its summary once said 10 for 5).
    expect(await screen.findByText(`共 ${sampleQuiz().length} 道题`)).toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText('兑换好礼'));
    await userEvent.click(screen.getByRole('button', { name: '交卷' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('还有 1 道题没有作答');
    expect(platform.server.callsTo(postQuizAnswers)).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('不符合目标人群'));
    await userEvent.click(screen.getByRole('button', { name: '交卷' }));
    await screen.findByRole('button', { name: '交卷' });
    expect(platform.server.callsTo(postQuizAnswers)[0].body).toEqual({
      answers: [
        { questionId: 1, option: 0 },
        { questionId: 2, option: 1 },
      ],
    });
    expect(platform.navigations).toContain('/answerSheet/result?id=r3sultR3sultR3sult');
  });

  it('every 18px radio has a 44×44 px tap area of its label, centred on it (a phone finger)', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getEvents, [sampleCampaign({ key: 'answerSheet', title: '调研知识挑战赛' })]);
    platform.server.respond(getQuiz, sampleQuiz());
    renderArea(area, { platform, path: '/answerSheet' });
    const radios = await screen.findAllByRole('radio');
    for (const radio of radios as HTMLInputElement[]) {
      expect(radio.labels![0]).toContainElement(radio.parentElement);
      expect(beforeCssOf(radio.parentElement!).replace(/\s/g, '')).toMatch(/width:44px;height:44px/);
    }
  });

  it('the result page shows the server’s score and a share card with a QR code', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getQuizResult, sampleQuizResult({ score: 80, correct: 4, questions: 5 }));
    const { container } = renderArea(area, { platform, path: '/answerSheet/result?id=r3sultR3sultR3sult' });
    expect(await screen.findByText('小**员 的答题成绩')).toBeInTheDocument();
    expect(screen.getByText('80')).toBeInTheDocument();
    expect(screen.getByText(/答对 4 \/ 5 题/)).toBeInTheDocument();
    expect(container.querySelector('svg title')?.textContent).toBe('扫码和我一起挑战');
    expect(platform.server.callsTo(getQuizResult)[0].params).toEqual({ id: 'r3sultR3sultR3sult' });
  });

  it('after the end the quiz is closed and its questions are not loaded', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getEvents, [sampleCampaign({ key: 'answerSheet', state: 'ended' })]);
    renderArea(area, { platform, path: '/answerSheet' });
    expect(await screen.findByText('活动已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '交卷' })).not.toBeInTheDocument();
    expect(platform.server.callsTo(getQuiz)).toHaveLength(0);
  });

  it('a result link without an id asks to take the quiz first', async () => {
    renderArea(area, { platform: createTestPlatform(), path: '/answerSheet/result' });
    expect(await screen.findByText('没有找到成绩')).toBeInTheDocument();
  });
});
