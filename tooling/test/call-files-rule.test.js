const path = require('node:path');
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const { rule, kebabCase } = require('../eslint/call-files-rule');

const root = path.resolve(__dirname, '../..');
const file = (relative) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

const IMPORT = "import { bindCall, useRequest } from '@survey/shared';\n";
const call = (name, url = '/v1/x') => `export const ${name} = bindCall<typeof contract>('GET', '${url}');\n`;
const featureApi = (name) => file(`mf-bbs/src/features/group-topics/api/${name}`);

test('kebabCase splits the words of a call name', () => {
  expect(kebabCase('getHostTopics')).toBe('get-host-topics');
  expect(kebabCase('getTopicsUnReply')).toBe('get-topics-un-reply');
  expect(kebabCase('getJdCities')).toBe('get-jd-cities');
  expect(kebabCase('getSMSCode')).toBe('get-sms-code');
});

tester.run('survey/call-files', rule, {
  valid: [
    { filename: featureApi('get-sections.ts'), code: IMPORT + call('getSections') },
    // A hook wrapping the call may sit beside it.
    {
      filename: file('mf-bbs/src/lib/api/get-host-topics.ts'),
      code:
        IMPORT +
        call('getHostTopics') +
        'export const useHostTopics = (taskId: number) => useRequest((http) => getHostTopics(http, { taskId }), [taskId]);',
    },
    { filename: featureApi('get-topics-un-reply.ts'), code: IMPORT + call('getTopicsUnReply') },
    // Hooks use calls without defining them.
    {
      filename: file('mf-bbs/src/hooks/use-group.ts'),
      code: "import { getGroupTask } from '../lib/api/get-group-task';\ngetGroupTask(http, {});",
    },
    // A bindCall from anywhere but @survey/shared is not an area call.
    { filename: file('mf-bbs/src/features/x/components/a.tsx'), code: "import { bindCall } from './local';\nbindCall({});" },
    // A test may declare a call for itself.
    { filename: file('mf-home/src/features/home/components/home-page.test.tsx'), code: IMPORT + "const getX = bindCall('GET', '/x');" },
  ],
  invalid: [
    {
      filename: file('mf-bbs/src/hooks/use-host-topics.ts'),
      code: IMPORT + call('getHostTopics'),
      errors: [{ message: /bindCall belongs in src\/features\/<feature>\/api\/ or src\/lib\/api\// }],
    },
    { filename: file('mf-bbs/src/lib/calls/get-responses.ts'), code: IMPORT + call('getResponses'), errors: 1 },
    { filename: file('mf-bbs/src/features/x/components/page.tsx'), code: IMPORT + call('getX'), errors: 1 },
    {
      filename: file('mf-bbs/src/lib/api/get-group-task.ts'),
      code: IMPORT + call('getGroupTask') + call('getGroupInfo'),
      errors: [{ message: /One call per file/ }],
    },
    {
      filename: featureApi('get-topics-unreply.ts'),
      code: IMPORT + call('getTopicsUnReply'),
      errors: [{ message: 'The file of call "getTopicsUnReply" is named get-topics-un-reply.ts' }],
    },
    // An aliased or namespaced bindCall is still a call.
    {
      filename: featureApi('use-topics.ts'),
      code: "import { bindCall as declare } from '@survey/shared';\nexport const getTopics = declare('GET', '/t');",
      errors: [{ message: /named get-topics.ts/ }],
    },
    {
      filename: file('mf-campaigns/src/hooks/use-campaign.ts'),
      code: "import * as shared from '@survey/shared';\nexport const getEvents = shared.bindCall('GET', '/v1/events');",
      errors: 1,
    },
    {
      filename: featureApi('get-sections.ts'),
      code: IMPORT + "const getSections = bindCall('GET', '/focusSections');",
      errors: [{ message: /Export the call as a const named after its file/ }],
    },
    {
      filename: featureApi('use-topics.ts'),
      code: "import { useRequest } from '@survey/shared';\nexport const useTopics = () => useRequest(() => 1, []);",
      errors: [{ message: /An api\/ file holds a call/ }],
    },
  ],
});
