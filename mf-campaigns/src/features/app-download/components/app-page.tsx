import styled from 'styled-components';
import type { AppRelease } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { Button, Card, PageContainer, Skeleton } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { QrCard, siteUrl } from '../../../components/qr-card';
import { useAppDown } from '../api/get-app-down';
import { useAppPcDown } from '../api/get-app-pc-down';

const Wrap = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  width: 100%;
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
  }
`;

type Os = 'ios' | 'android' | 'other';

/** Which phone system the visitor's browser runs on. */
export function phoneOs(userAgent: string): Os {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return /Android/i.test(userAgent) ? 'android' : 'other';
}

/** A phone is offered its own system's app; any other device both. */
const PHONE_APPS = [
  { os: 'ios', name: 'iPhone' },
  { os: 'android', name: '安卓' },
] as const;

const label = (name: string, r: AppRelease) => `${name}版下载（v${r.version}，${r.size}）`;

/** /app and /app/down: the right download for this device; desktop visitors scan a QR code with their phone. */
export default function AppPage() {
  const { env, site } = usePlatform();
  const desktop = !env.isMobile;
  const phone = useAppDown();
  const pc = useAppPcDown(desktop);
  const os = phoneOs(navigator.userAgent);

  return (
    <PageContainer paddingY={32}>
      <Wrap>
        <Card>
          <AsyncContent state={phone} errorTitle="下载信息加载失败" skeleton={<Skeleton title lines={4} />}>
            {(data) => (
              <Hero>
                <h1>{site.appName} App</h1>
                <p>随时随地填问卷、领金币，新问卷第一时间提醒</p>
                {desktop ? (
                  <>
                    <QrCard value={siteUrl('/app/down')} caption="手机扫码下载 App" size={168} />
                    {pc.data && (
                      <Button as="a" href={pc.data.url} size="lg" rel="noopener noreferrer">
                        {label('电脑客户端', pc.data)}
                      </Button>
                    )}
                  </>
                ) : (
                  <Choices>
                    {PHONE_APPS.filter((app) => os === 'other' || os === app.os).map((app) => (
                      <Button
                        key={app.os}
                        as="a"
                        href={data[app.os].url}
                        size="lg"
                        block
                        variant={os === app.os ? 'primary' : 'secondary'}
                        rel="noopener noreferrer"
                      >
                        {label(app.name, data[app.os])}
                      </Button>
                    ))}
                  </Choices>
                )}
              </Hero>
            )}
          </AsyncContent>
        </Card>
      </Wrap>
    </PageContainer>
  );
}
