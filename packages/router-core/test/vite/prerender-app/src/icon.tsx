// Shared by two pages, so it gets a chunk of its own.
export const Icon = () => <svg aria-hidden="true" width="8" height="8" />
