import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { getCourse, getCourses, postCourseProgress } from '@survey/contract';

const course = { id: 1, title: '第一课：认识问卷社区', summary: '平台玩法', kind: 'article' as const, minutes: 3, progress: 0 };

describe('/course', () => {
  it('lists courses with the member’s progress', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getCourses, [course, { ...course, id: 2, title: '第二课：如何认真作答', kind: 'video', progress: 60 }]);
    renderArea(area, { platform, path: '/course' });
    expect(await screen.findByRole('link', { name: /第二课/ })).toHaveAttribute('href', '/course/2');
    expect(screen.getByText(/已学 60%/)).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar').map((p) => p.getAttribute('aria-valuenow'))).toEqual(['0', '60']);
  });

  it('an article is marked as read on the server', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getCourse, {
      ...course,
      content: '<p>问卷社区是一个有偿调研平台。</p>',
      videoUrl: '',
      position: 0,
    });
    platform.server.respond(postCourseProgress, { progress: 100, position: 0 });
    renderArea(area, { platform, path: '/course/1' });
    expect(await screen.findByText('问卷社区是一个有偿调研平台。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '我已学完' }));
    expect(await screen.findByText('已学完本课')).toBeInTheDocument();
    expect(platform.server.callsTo(postCourseProgress)[0].body).toEqual({ progress: 100, position: 0 });
  });

  it('a video lesson plays in a <video> element from its URL', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getCourse, {
      ...course,
      kind: 'video',
      content: '<p>视频讲解</p>',
      videoUrl: 'https://media.example.com/lesson.mp4',
      position: 12,
      progress: 40,
    });
    const { container } = renderArea(area, { platform, path: '/course/2' });
    await screen.findByText('视频讲解');
    expect(container.querySelector('video')).toHaveAttribute('src', 'https://media.example.com/lesson.mp4');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('a video that cannot play says so and keeps the notes', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getCourse, {
      ...course,
      kind: 'video',
      content: '<p>视频讲解</p>',
      videoUrl: '/media/missing.mp4',
      position: 0,
      progress: 0,
    });
    const { container } = renderArea(area, { platform, path: '/course/2' });
    await screen.findByText('视频讲解');
    fireEvent.error(container.querySelector('video')!);
    expect(await screen.findByText('视频暂时无法播放')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });
});
