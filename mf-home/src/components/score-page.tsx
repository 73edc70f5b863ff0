import { usePlatform } from '@survey/shared';
import { Button, Card } from '@survey/shared/ui';
import { AsyncContent, type AsyncContentProps } from '@survey/shared/ui/data';
import { HomeLayout } from './home-layout';

interface ScorePageProps<T> extends AsyncContentProps<T> {
  /** The card's title. */
  title: string;
  /** The button to the twin page: from a score to its history and back. */
  link: { text: string; to: string };
}

/** /home/credit, /home/quality and their histories: one card with the link to the twin page, holding what the page loads. */
export function ScorePage<T>({ title, link, ...content }: ScorePageProps<T>) {
  const { navigate } = usePlatform();
  return (
    <HomeLayout>
      <Card
        title={title}
        extra={
          <Button variant="link" onClick={() => navigate(link.to)}>
            {link.text}
          </Button>
        }
      >
        <AsyncContent {...content} />
      </Card>
    </HomeLayout>
  );
}
