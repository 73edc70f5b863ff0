import { HomeNoticeProvider } from '../components/home-notice';
import { HomeCheckPrompt } from '../features/home-check/components/home-check-prompt';
import { HomePage } from '../features/home/components/home-page';

/** /home: the home page with the prompts of GET /v1/home/check docked under its column. */
export default function HomeScreen() {
  return (
    <HomeNoticeProvider notice={<HomeCheckPrompt />}>
      <HomePage />
    </HomeNoticeProvider>
  );
}
