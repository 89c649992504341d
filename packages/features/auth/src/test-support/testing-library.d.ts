// Types the jest-dom matchers that the root vitest setup installs for jsdom tests.
/// <reference types="@testing-library/jest-dom/vitest" />
