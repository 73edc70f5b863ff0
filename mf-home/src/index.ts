// Standalone dev entry (`pnpm --filter <area> dev`); the shell loads ./app/lifecycles instead.
import('./app/standalone');
