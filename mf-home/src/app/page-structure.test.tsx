import { screen } from '@testing-library/react';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { routes } from '../routes';
import { area } from './area';

// Each route with its parameters filled in, as a member reaches it.
const paths = routes.map((route) => route.path.replace(':category', 'account').replace(/:id/g, '1'));

// /home nested a second <main> in the shell's, and most pages had no <h1> at all.
describe('every page of the home area', () => {
  it.each(paths)('%s has exactly one h1, its title, and no <main> of its own', async (path) => {
    const { container } = renderArea(area, { platform: createTestPlatform({ loggedIn: true }), path });
    const title = routes.find((route) => route.path.replace(':category', 'account').replace(/:id/g, '1') === path)!.title;
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('main')).toBeNull();
  });
});
