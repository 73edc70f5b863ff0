// The one error a release operation throws for what the operator can fix: the CLI prints its message
// and exits 1, the registry service answers it as a 4xx (service/http-error.ts).
export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}
