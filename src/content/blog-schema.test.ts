import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parse } from 'yaml';
import { z } from 'zod';
import { blogPostFrontmatter, coverProblem } from './blog-schema';

const root = new URL('../../', import.meta.url).pathname;
const schema = blogPostFrontmatter(z.string());

function frontmatterOf(markdown: string): unknown {
  const match = /^---\n([\s\S]*?)\n---/.exec(markdown);
  if (!match) throw new Error('no frontmatter');
  return parse(match[1]!);
}

function issuesByField(data: unknown): Record<string, string> {
  const result = schema.safeParse(data);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || '(post)', issue.message]));
}

describe('blog post frontmatter', () => {
  it('accepts every published post', () => {
    for (const locale of ['pl', 'en']) {
      for (const slug of ['wooden-board-care', 'linen-care', 'housewarming-gifts']) {
        const file = join(root, 'src/content/blog', locale, slug, 'index.md');
        const result = schema.safeParse(frontmatterOf(readFileSync(file, 'utf8')));
        expect(result.error?.issues ?? [], file).toEqual([]);
        expect(result.data?.locale).toBe(locale);
      }
    }
  });

  it('names each bad field of a broken post with a message marketing can act on', () => {
    const issues = issuesByField(frontmatterOf(readFileSync(join(root, 'src/content/fixtures/bad-post.md'), 'utf8')));
    expect(issues).toEqual({
      description: 'write at least 20 characters (search engines show it under the title)',
      date: 'use a date like 2026-03-14',
      locale: "must be 'pl' or 'en'",
      'cover.alt': 'a description of the cover image (alt) is required',
      'tags.1': 'a tag cannot be empty',
      '(post)': expect.stringContaining("unknown field 'autor'"),
    });
  });

  it('requires a title and a cover', () => {
    const issues = issuesByField({ description: 'A long enough description here.', date: '2026-01-01', locale: 'en' });
    expect(issues.title).toBe('a title is required');
    expect(issues.cover).toBeDefined();
  });
});

describe('cover image', () => {
  it('accepts a landscape JPEG, PNG, WebP or AVIF 1200–1600 px wide', () => {
    expect(coverProblem({ width: 1200, height: 630, format: 'jpg' })).toBeUndefined();
    expect(coverProblem({ width: 1600, height: 900, format: 'webp' })).toBeUndefined();
  });

  it('refuses covers that would be too heavy or too small to share', () => {
    expect(coverProblem({ width: 4000, height: 3000, format: 'jpg' })).toBe('the cover must be 1200–1600 px wide (it is 4000 px); 1200 × 630 is best');
    expect(coverProblem({ width: 800, height: 420, format: 'jpg' })).toMatch(/it is 800 px/);
    expect(coverProblem({ width: 1200, height: 630, format: 'svg' })).toMatch(/not svg/);
    expect(coverProblem({ width: 1200, height: 1600, format: 'jpg' })).toMatch(/landscape/);
  });
});

describe('published covers', () => {
  it('are all within the size and format rules', async () => {
    const problems: string[] = [];
    for (const locale of readdirSync(join(root, 'src/content/blog'), { withFileTypes: true })) {
      if (!locale.isDirectory()) continue;
      for (const post of readdirSync(join(root, 'src/content/blog', locale.name))) {
        const file = join(root, 'src/content/blog', locale.name, post, 'index.md');
        const data = frontmatterOf(readFileSync(file, 'utf8')) as { cover?: { src?: string } };
        const coverFile = join(dirname(file), data.cover?.src ?? '');
        const { width = 0, height = 0, format = 'unknown' } = await sharp(coverFile).metadata();
        const problem = coverProblem({ width, height, format: format === 'jpeg' ? 'jpg' : format });
        if (problem) problems.push(`${coverFile}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('astro sync with a broken post', () => {
  it('fails and prints the file and the field', () => {
    // A throwaway project with only the content config, the schema and one bad post.
    const project = mkdtempSync(join(tmpdir(), 'blog-schema-'));
    try {
      mkdirSync(join(project, 'src/content/blog/en/bad-post'), { recursive: true });
      cpSync(join(root, 'src/content.config.ts'), join(project, 'src/content.config.ts'));
      cpSync(join(root, 'src/content/blog-schema.ts'), join(project, 'src/content/blog-schema.ts'));
      const post = readFileSync(join(root, 'src/content/blog/en/linen-care/index.md'), 'utf8').replace(/^date: .*$/m, 'date: soon');
      writeFileSync(join(project, 'src/content/blog/en/bad-post/index.md'), post);
      cpSync(join(root, 'src/content/blog/en/linen-care/cover.jpg'), join(project, 'src/content/blog/en/bad-post/cover.jpg'));
      // Own caches: node_modules is the project's (symlinked) and must stay untouched.
      writeFileSync(
        join(project, 'astro.config.mjs'),
        "import { defineConfig } from 'astro/config';\nexport default defineConfig({ cacheDir: './.cache/astro', vite: { cacheDir: './.cache/vite' } });\n",
      );
      writeFileSync(join(project, 'package.json'), '{"type":"module"}\n');
      symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'));
      const run = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
        cwd: project,
        encoding: 'utf8',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
      });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status).not.toBe(0);
      expect(output).toContain('src/content/blog/en/bad-post/index.md');
      expect(output).toMatch(/date\**: use a date like 2026-03-14/);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 60_000);
});
