import { answerEveryCall, createTestPlatform, renderArea, settledStructure } from '@survey/shared/testing';
import { routes } from '../routes';
import { area } from './area';

// Every route (all public), drawn settled on the least answers the contract allows, signed in and out:
// exactly one <h1>, no <main> (the shell's).
describe.each(routes.map((route) => route.path))('%s', (path) => {
  it.each([true, false])('draws exactly one <h1> and no <main> (signed in: %s)', async (loggedIn) => {
    const platform = createTestPlatform({ loggedIn });
    answerEveryCall(platform.server);
    renderArea(area, { platform, path });
    const { h1, mains } = await settledStructure();
    expect({ h1: h1.length, mains }).toEqual({ h1: 1, mains: 0 });
  });
});
