import { answerEveryCall, createTestPlatform, renderArea, settledStructure } from '@survey/shared/testing';
import { getGroupInfo } from '@survey/contract';
import { GROUP_HASH, TASK_ID, sampleGroupInfo } from '../testing/fixtures';
import { routes } from '../routes';
import { area } from './area';

// Every route, drawn settled on the least answers the contract allows, for a participant and the host:
// exactly one <h1>, no <main> (the shell's).
describe.each(routes.map((route) => route.path))('%s', (path) => {
  it.each([2, 1])('draws exactly one <h1> and no <main> (role %s)', async (role) => {
    const platform = createTestPlatform({ loggedIn: true, topic: { taskId: TASK_ID, taskHashId: GROUP_HASH, role } });
    answerEveryCall(platform.server);
    platform.server.respond(getGroupInfo, sampleGroupInfo(role));
    renderArea(area, { platform, path: path.replace(':id', GROUP_HASH).replace(/:\w+/g, '1') });
    const { h1, mains } = await settledStructure();
    expect({ h1: h1.length, mains }).toEqual({ h1: 1, mains: 0 });
  });
});
