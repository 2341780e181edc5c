// @vitest-environment jsdom
import { describe } from 'vitest';
import { mswStory } from './msw-story.js';

describe('generated MSW handlers under jsdom', () => mswStory('jsdom'));
