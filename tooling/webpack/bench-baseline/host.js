// The bare Module Federation host of `pnpm bench`'s baseline: the async boundary, then the host.
import('./host-bootstrap');
