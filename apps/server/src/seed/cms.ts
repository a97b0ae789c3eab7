import type { Db } from '../db/client';
import { blogPosts, cmsHomeSections, cmsPages, notifications, seoPages, teaserPages } from '../db/schema/index';
import { sanitizeRichHtml } from '../lib/sanitize-html';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 3600 * 1000);

/** Public site demo content: CMS pages, home sections, SEO pages, blog posts, a teaser, notifications. */
export async function seedCms(db: Db, core: CoreSeed) {
  const staff = core.users.get(DEMO_ACCOUNTS.staff);

  await db.insert(cmsPages).values([
    {
      title: 'Meet the Markwell team',
      slug: 'meet-markwell-team',
      public: true,
      content: sanitizeRichHtml(`
<p>Markwell was started by teachers who spent too many Sunday evenings marking by hand. Today we are a small team of former teachers, examiners and engineers building the platform we wished we had.</p>
<h2>Who we are</h2>
<ul>
<li><strong>Priya Natarajan</strong>, co-founder: taught GCSE and A-level Biology for twelve years and led a science department in Leeds.</li>
<li><strong>Owen Hughes</strong>, co-founder: former Head of Chemistry and senior examiner, he designs our mark schemes engine.</li>
<li><strong>Grace Mensah</strong>, head of product: spent six years building tools for school data teams.</li>
<li><strong>Luca Bianchi</strong>, lead engineer: makes sure a class of thirty can sit an exam at the same time without a hitch.</li>
</ul>
<h2>What we believe</h2>
<p>Marking should give teachers their time back and give students feedback while the question is still fresh in their minds.</p>`),
      metaTitle: 'Meet the Markwell team | Markwell',
      metaDescription:
        'The teachers, examiners and engineers behind Markwell, the online exam and assignment platform for schools.',
      metaKeywords: 'Markwell team, edtech, online marking, teachers',
      metaAuthor: 'Markwell',
      ogTitle: 'Meet the team behind Markwell',
      ogDescription: 'Former teachers and examiners building online exams that mark themselves.',
      ogType: 'website',
      ogImageAlt: 'The Markwell team at work in their office',
      twitterCard: 'summary_large_image',
      twitterSite: '@markwell',
      twitterCreator: '@markwell',
      twitterTitle: 'Meet the Markwell team',
      twitterDescription: 'The teachers and engineers behind Markwell.',
      twitterImageAlt: 'The Markwell team at work in their office',
    },
    {
      title: 'Get in touch',
      slug: 'get-in-touch',
      public: true,
      content: sanitizeRichHtml(`
<p>Whether you are a teacher trying Markwell with one class or a school leader planning a whole-school rollout, we would love to hear from you.</p>
<p>We answer every message within two working days. For urgent help during an exam, e-mail <a href="mailto:support@markwell.test">support@markwell.test</a>.</p>`),
      metaTitle: 'Contact Markwell',
      metaDescription:
        'Questions about Markwell for your school? Send us a message and we will reply within two working days.',
      ogTitle: 'Contact the Markwell team',
      ogType: 'website',
      twitterCard: 'summary',
      twitterSite: '@markwell',
    },
    {
      title: 'About Markwell',
      slug: 'about-markwell',
      public: true,
      content: sanitizeRichHtml(`
<p>Markwell is an online teaching and learning platform for secondary schools. Teachers set exams and assignments from a bank of exam-style questions; students sit them online; answers are marked against the mark scheme straight away.</p>
<h2>What schools use it for</h2>
<ol>
<li>End-of-topic tests and checkpoints that mark themselves.</li>
<li>Mock exams sat across several schools, with results compared fairly.</li>
<li>Homework with instant feedback, so students can try again while they still remember the lesson.</li>
</ol>
<blockquote>Our department saved around four hours a week on marking in the first term. <em>(Head of Science, Northfield Academy)</em></blockquote>`),
      metaTitle: 'About Markwell: online exams and assignments that mark themselves',
      metaDescription: 'How Markwell helps secondary schools set, sit and mark exams and homework online.',
      ogType: 'website',
    },
    {
      title: 'Summer term pricing (draft)',
      slug: 'summer-term-pricing',
      public: false,
      content: sanitizeRichHtml(
        '<p>Draft: new prices for the summer term, not yet approved by the leadership team.</p>',
      ),
    },
  ]);

  await db.insert(cmsHomeSections).values([
    {
      key: 'hero',
      title: 'Exams and homework that mark themselves',
      position: 1,
      sectionBody: sanitizeRichHtml(
        '<p>Set an exam-style assignment in minutes, let students sit it online, and see marked answers and class progress as soon as they submit.</p>',
      ),
    },
    {
      key: 'features',
      title: 'Built for busy departments',
      position: 2,
      sectionBody: sanitizeRichHtml(`
<ul>
<li><strong>Question bank</strong> with mark schemes written by experienced examiners.</li>
<li><strong>Automatic marking</strong> of short answers, with synonyms and units understood.</li>
<li><strong>Live scores</strong> while a class sits an exam, and progress dashboards afterwards.</li>
<li><strong>Mock exams</strong> across schools, marked consistently.</li>
</ul>`),
    },
    {
      key: 'testimonials',
      title: 'What teachers say',
      position: 3,
      sectionBody: sanitizeRichHtml(`
<blockquote><p>My Year 11s get feedback the same evening instead of a week later. It has changed how I plan revision lessons.</p><p>Tom, Biology teacher</p></blockquote>
<blockquote><p>The mock exam results across our trust finally line up, because every paper is marked the same way.</p><p>Helen, Deputy Head</p></blockquote>`),
    },
  ]);

  await db.insert(seoPages).values([
    {
      path: '/',
      metaTitle: 'Markwell: online exams and assignments that mark themselves',
      metaDescription:
        'Markwell helps schools set, sit and mark exams and assignments online, with live progress for teachers.',
      metaKeywords: 'online exams, automatic marking, homework, GCSE, schools',
      metaAuthor: 'Markwell',
      ogTitle: 'Markwell: exams and homework that mark themselves',
      ogDescription: 'Set exam-style assignments, let students sit them online and see marked answers straight away.',
      ogType: 'website',
      twitterCard: 'summary',
      twitterSite: '@markwell',
    },
    {
      path: '/blog',
      metaTitle: 'The Markwell blog: assessment ideas for teachers',
      metaDescription: 'Practical ideas on assessment, feedback and revision from teachers and examiners.',
      ogTitle: 'The Markwell blog',
      ogType: 'website',
      twitterCard: 'summary',
      twitterSite: '@markwell',
    },
    {
      path: '/free-resources',
      metaTitle: 'Free resources for science teachers | Markwell',
      metaDescription: 'Free revision checklists, practice papers and mark scheme guides to download.',
      ogType: 'website',
      twitterCard: 'summary',
    },
  ]);

  const author = staff?.name ?? 'The Markwell team';
  await db.insert(blogPosts).values([
    {
      type: 1,
      title: 'Five ways to give feedback students actually read',
      slug: 'feedback-students-actually-read',
      excerpt:
        'Comments at the bottom of a marked test are often skipped. These five habits make feedback part of the next lesson instead.',
      content: sanitizeRichHtml(`
<p>Most of us have watched a student flip straight to the score and put the paper away. Feedback only works when students act on it.</p>
<h2>1. Give it while the question is fresh</h2>
<p>Feedback the same day is worth far more than a detailed comment a week later.</p>
<h2>2. Ask for a response</h2>
<p>Set one short redo task per student, based on the mark scheme point they missed.</p>`),
      tags: ['Feedback', 'Assessment'],
      published: true,
      publishedAt: day(20),
      author,
      authorId: staff?.id ?? null,
    },
    {
      type: 1,
      title: 'Running a mock exam across three schools',
      slug: 'mock-exam-across-schools',
      excerpt: 'How a small trust ran one Biology mock for 600 students and compared the results fairly.',
      content: sanitizeRichHtml(
        '<p>Comparing mock results across schools is only fair when every paper is marked the same way. Here is how one trust did it in a single week.</p>',
      ),
      tags: ['Mock exams', 'Assessment'],
      published: true,
      publishedAt: day(6),
      author,
      authorId: staff?.id ?? null,
    },
    {
      type: 2,
      title: 'GCSE Biology revision checklist',
      slug: 'gcse-biology-revision-checklist',
      excerpt: 'A printable checklist of every GCSE Biology topic, with space for students to rate their confidence.',
      content: sanitizeRichHtml(
        '<p>Use this checklist at the start of revision so students focus on the topics they feel least sure about.</p>',
      ),
      tags: ['Biology', 'Revision'],
      published: true,
      publishedAt: day(12),
      author,
      authorId: staff?.id ?? null,
    },
    {
      type: 2,
      title: 'Writing mark schemes for six-mark questions',
      slug: 'six-mark-question-guide',
      excerpt: 'A short guide to levelled mark schemes, with worked examples from Chemistry.',
      content: sanitizeRichHtml(
        '<p>Levelled questions reward the quality of a whole answer. This guide shows how to describe each level so that two markers agree.</p>',
      ),
      tags: ['Chemistry', 'Assessment'],
      published: true,
      publishedAt: day(3),
      author,
      authorId: staff?.id ?? null,
    },
  ]);

  await db.insert(teaserPages).values({
    title: 'Teacher Academy: coming this autumn',
    slug: 'teacher-academy',
    public: true,
    content: sanitizeRichHtml(
      '<p>Short online courses on assessment and feedback, written by experienced examiners. Register your interest to hear first when enrolment opens.</p>',
    ),
  });

  const teacher = core.users.get(DEMO_ACCOUNTS.teacher);
  const student = core.users.get(DEMO_ACCOUNTS.student);
  const rows = [
    ...(teacher
      ? [
          {
            userId: teacher.id,
            title: 'Welcome to Markwell',
            body: 'Set your first assignment from the question bank.',
            link: '/teacher/assignments',
          },
        ]
      : []),
    ...(student
      ? [
          {
            userId: student.id,
            title: 'Welcome to Markwell',
            body: 'Your teachers will set assignments here.',
            link: '/student/assignments',
          },
        ]
      : []),
  ];
  if (rows.length) await db.insert(notifications).values(rows);
}
