import { screen } from '@testing-library/react';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { getAppDown, getAppPcDown } from '@survey/contract';

const release = (version: string, url: string) => ({ version, url, size: '48.6 MB', releasedAt: Date.now() });
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile';

const setUp = (userAgent?: string) => {
  const platform = createTestPlatform({ userAgent });
  platform.server.respond(getAppDown, {
    android: release('3.2.0', 'https://apk.example.com/a.apk'),
    ios: release('3.2.0', 'https://apps.example.com/ios'),
  });
  platform.server.respond(getAppPcDown, release('1.4.2', 'https://pc.example.com/setup.exe'));
  return platform;
};

describe('/app and /app/down', () => {
  it('a desktop visitor gets a QR code for the phone and the desktop client', async () => {
    const platform = setUp();
    const { container } = renderArea(area, { platform, path: '/app' });
    expect(await screen.findByRole('link', { name: /电脑客户端版下载（v1.4.2/ })).toHaveAttribute(
      'href',
      'https://pc.example.com/setup.exe',
    );
    expect(container.querySelector('svg title')?.textContent).toBe('手机扫码下载 App');
  });

  it('a phone gets its download link and no QR code', async () => {
    const original = navigator.userAgent;
    Object.defineProperty(navigator, 'userAgent', { value: PHONE, configurable: true });
    try {
      const platform = setUp(PHONE);
      const { container } = renderArea(area, { platform, path: '/app/down' });
      expect(await screen.findByRole('link', { name: /安卓版下载/ })).toHaveAttribute('href', 'https://apk.example.com/a.apk');
      expect(screen.queryByRole('link', { name: /iPhone版下载/ })).not.toBeInTheDocument();
      expect(container.querySelector('svg title')).toBeNull();
      expect(platform.server.callsTo(getAppPcDown)).toHaveLength(0);
    } finally {
      Object.defineProperty(navigator, 'userAgent', { value: original, configurable: true });
    }
  });
});
