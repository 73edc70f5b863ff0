const path = require('node:path');
const { RuleTester } = require('eslint');
const { rule } = require('../eslint/feature-boundaries-rule');

const root = path.resolve(__dirname, '../..');
const file = (relative) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const screen = file('mf-auth/src/features/register/components/register-screen.tsx');

tester.run('survey/feature-boundaries', rule, {
  valid: [
    { filename: screen, code: "import { RegisterForm } from '../../../components/register-form';" },
    { filename: screen, code: "import { useFinishLogin } from '../../../hooks/use-finish-login';" },
    { filename: screen, code: "import { postSmsRegister } from '../api/post-sms-register';" },
    { filename: screen, code: "import { usePlatform } from '@survey/shared';" },
    // The area's entry and its test helpers assemble the features.
    { filename: file('mf-auth/src/app/area.tsx'), code: "const s = import('../features/login/components/login-screen');" },
    { filename: file('mf-home/src/testing/fixtures.ts'), code: "import { CheckinState } from '../features/home/api/get-checkin';" },
    { filename: file('mf-auth/src/components/register-form.tsx'), code: "import { SmsCodeInput } from './sms-code-input';" },
  ],
  invalid: [
    {
      filename: screen,
      code: "import { useFinishLogin } from '../../login/hooks/use-finish-login';",
      errors: [{ message: /feature "register" must not import feature "login"/ }],
    },
    { filename: screen, code: "export { LoginScreen } from '../../login/components/login-screen';", errors: 1 },
    { filename: screen, code: "const s = import('../../sns/components/bind-screen');", errors: 1 },
    {
      filename: file('mf-home/src/features/home/components/home-page.test.tsx'),
      code: "jest.mock('../../layout/components/home-layout');",
      errors: 1,
    },
    {
      filename: file('mf-auth/src/components/register-form.tsx'),
      code: "import { x } from '../features/sms/api/post-sms-send';",
      errors: [{ message: /src\/components is shared/ }],
    },
    {
      filename: file('mf-auth/src/hooks/use-finish-login.ts'),
      code: "const { x } = require('../features/login/api/post-sms-login');",
      errors: 1,
    },
  ],
});
