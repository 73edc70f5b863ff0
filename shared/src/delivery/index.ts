// `@survey/shared/delivery`, one federated singleton: the forms of the member's payout and delivery
// details (real-name verification, the Alipay account, the delivery address) and their layout, used
// by the redeem flow (mf-exchange) and by 我的资料 in the member centre (mf-home), so both send the
// same calls with the same checks.
export { IdentityForm } from './identity-form';
export { AlipayForm } from './alipay-form';
export { AddressForm } from './address-form';
export { Actions, Form, Hint, Row, Saved } from './form-styles';
export { idNumberProblem, isMobile, isPersonName } from './validation';
