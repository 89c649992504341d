// Types the jest-dom matchers that the root vitest setup installs for the kit's jsdom tests.
/// <reference types="@testing-library/jest-dom/vitest" />
