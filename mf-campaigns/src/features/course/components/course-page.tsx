import { useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { CourseDetail } from '@survey/contract';
import { useParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Button, Card, PageContainer, Result, Skeleton } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { RichText } from '@survey/shared/ui/rich-text';
import { useCourse } from '../api/get-course';
import { useSaveProgress } from '../api/post-course-progress';
import { ProgressBar } from './progress-bar';

/** A playing video saves where it is this often (and on pause and at the end). */
const SAVE_EVERY_SECONDS = 15;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 860px;
  margin: 0 auto;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  /* The player's box is there before the video's size is known: nothing below moves. */
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    max-height: 60vh;
    background: #000;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

function Lesson({ course }: { course: CourseDetail }) {
  const save = useSaveProgress();
  const [progress, setProgress] = useState(course.progress);
  const [broken, setBroken] = useState(false);
  const savedAt = useRef(course.position);
  const record = (value: number, position = 0) =>
    save({ id: course.id, progress: value, position }).then(
      (r) => setProgress(r.progress),
      () => undefined,
    );

  const onVideo = (event: SyntheticEvent<HTMLVideoElement>, always = false) => {
    const v = event.currentTarget;
    if (!v.duration) return;
    const position = Math.floor(v.currentTime);
    if (!always && Math.abs(position - savedAt.current) < SAVE_EVERY_SECONDS) return;
    savedAt.current = position;
    void record(Math.min(100, Math.round((v.currentTime / v.duration) * 100)), position);
  };

  return (
    <>
      <ProgressBar value={progress} />
      {broken && <Result status="warning" title="视频暂时无法播放" description="请稍后再试，或先阅读下面的课程笔记。" />}
      {course.kind === 'video' && course.videoUrl && !broken && (
        <video
          controls
          preload="metadata"
          playsInline
          src={course.videoUrl}
          aria-label={course.title}
          onLoadedMetadata={(e) => {
            // Picks up where the member stopped last time.
            if (course.position > 0 && course.position < e.currentTarget.duration) e.currentTarget.currentTime = course.position;
          }}
          onTimeUpdate={(e) => onVideo(e)}
          onPause={(e) => onVideo(e, true)}
          onEnded={(e) => onVideo(e, true)}
          onError={() => setBroken(true)}
        />
      )}
      <RichText html={course.content} />
      {course.kind === 'article' &&
        (progress >= 100 ? (
          <Result title="已学完本课" />
        ) : (
          <Button size="lg" block onClick={() => void record(100)}>
            我已学完
          </Button>
        ))}
    </>
  );
}

/** /course/{id}: an article or a video lesson; the member's progress is remembered on the server. */
export default function CoursePage() {
  const { navigate } = usePlatform();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const course = useCourse(valid ? id : 0);
  return (
    <PageContainer paddingY={24}>
      <Card>
        <Body>
          {!valid ? (
            <Result status="warning" title="课程不存在" actions={<Button onClick={() => navigate('/course')}>返回课程列表</Button>} />
          ) : (
            <AsyncContent
              state={course}
              errorTitle="课程加载失败"
              errorDescription="课程不存在或网络异常"
              skeleton={<Skeleton title lines={8} />}
            >
              {(data) => (
                <>
                  <h1>{data.title}</h1>
                  <Lesson course={data} />
                </>
              )}
            </AsyncContent>
          )}
        </Body>
      </Card>
    </PageContainer>
  );
}
