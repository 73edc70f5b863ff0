// Entities of the API that more than one area reads, as the API contract declares them (types
// only: no schema code reaches the browser). The session's own (UserInfo, SessionSignIn) are in ./platform-contract.
export type { Account, Task } from '@survey/contract';
