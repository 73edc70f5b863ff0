import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, reply, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleBoxes, sampleCampaign } from '../../../testing/fixtures';
import { getEvents, getGiftBoxes, postGiftBoxOpen } from '@survey/contract';

const setUp = (state: 'running' | 'ended' = 'running') => {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getEvents, (req) => [sampleCampaign({ key: String(req.params.key), title: '圣诞礼盒季', state })]);
  platform.server.respond(getGiftBoxes, sampleBoxes());
  return platform;
};

describe('gift boxes', () => {
  it('opens a box on the server and shows its reward; opened boxes show what they gave', async () => {
    const platform = setUp();
    const [box] = sampleBoxes();
    platform.server.respond(postGiftBoxOpen, {
      box: { ...box, openedAt: Date.now(), reward: { name: '圣诞老人 188 金币', gold: 188 } },
      gold: 1388,
    });
    renderArea(area, { platform, path: '/christmas' });
    expect(await screen.findByText('我的圣诞礼盒（未打开 1 个）')).toBeInTheDocument();
    expect(screen.getByText('+20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开礼盒' }));
    expect(await screen.findByRole('status')).toHaveTextContent('打开礼盒获得 圣诞老人 188 金币');
    expect(platform.server.callsTo(postGiftBoxOpen)[0].path).toBe('/v1/gift-boxes/11/open');
    expect(screen.queryByRole('button', { name: '打开礼盒' })).not.toBeInTheDocument();
  });

  it('a box opened elsewhere is refused and the list reloads as the server has it', async () => {
    const platform = setUp();
    platform.server.respond(postGiftBoxOpen, reply(null, { code: 1001, message: '这个礼盒已经打开过了' }));
    renderArea(area, { platform, path: '/christmas' });
    await userEvent.click(await screen.findByRole('button', { name: '打开礼盒' }));
    expect(await screen.findByText('这个礼盒已经打开过了')).toBeInTheDocument();
    expect(platform.server.callsTo(getGiftBoxes)).toHaveLength(2);
  });

  it('an ended festival lists its opening records but opens nothing', async () => {
    const platform = setUp('ended');
    renderArea(area, { platform, path: '/duanwu/records' });
    expect(await screen.findByText('活动已结束')).toBeInTheDocument();
    expect(await screen.findByText('圣诞袜 20 金币')).toBeInTheDocument();
    expect(platform.server.callsTo(getGiftBoxes)[0].params).toEqual({ campaign: 'duanwu' });
    expect(screen.queryByRole('button', { name: '打开礼盒' })).not.toBeInTheDocument();
  });
});
