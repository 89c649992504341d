import type { Preview } from '@storybook/react-vite';
import './storybook.css';

const preview: Preview = {
  parameters: {
    layout: 'centered',
    // Every axe violation fails the story's test; a story may opt out only with a written reason.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
