// @vitest-environment happy-dom
import { describe } from 'vitest';
import { mswStory } from './msw-story.js';

describe('generated MSW handlers under happy-dom', () => mswStory('happy-dom'));
