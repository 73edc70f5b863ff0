import { validateConfirm, validateLoginPassword, validateMobile, validateNewPassword, validateSmsCode } from './validators';

test('mobile numbers follow /^1[3-9]\\d{9}$/', () => {
  expect(validateMobile('13812345678')).toBe('');
  expect(validateMobile('19912345678')).toBe('');
  expect(validateMobile('12812345678')).toBe('请输入正确的手机号');
  expect(validateMobile('1381234567')).toBe('请输入正确的手机号');
  expect(validateMobile('')).toBe('请输入正确的手机号');
});

test('SMS codes have 6 digits', () => {
  expect(validateSmsCode('123456')).toBe('');
  expect(validateSmsCode('12345')).toBe('请输入6位验证码');
  expect(validateSmsCode('12345a')).toBe('请输入6位验证码');
});

test('passwords', () => {
  expect(validateLoginPassword('')).toBe('请输入密码');
  expect(validateLoginPassword('12345')).not.toBe('');
  expect(validateLoginPassword('123456')).toBe('');
  expect(validateNewPassword('')).toBe('请输入密码');
  expect(validateNewPassword('abc')).toBe('密码长度应为6-20位');
  expect(validateNewPassword('a'.repeat(21))).toBe('密码长度应为6-20位');
  expect(validateNewPassword('有中文的密码123')).toBe('密码只能包含字母、数字和符号');
  expect(validateNewPassword('abc12345')).toBe('');
  expect(validateConfirm('abc12345', 'abc12346')).toBe('两次输入的密码不一致');
  expect(validateConfirm('abc12345', 'abc12345')).toBe('');
});
