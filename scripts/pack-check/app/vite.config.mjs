import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is served under /base/, so a kit link must go through the app's router to get its href right.
export default defineConfig({ base: '/base/', plugins: [react()], logLevel: 'warn' });
