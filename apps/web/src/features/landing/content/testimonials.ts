/** SPEC §3: a testimonial for static display. Avatars ship with the app in public/avatars (DESIGN §4). */
export interface Testimonial {
  name: string;
  role: string;
  image: string;
  content: string;
  stars: 1 | 2 | 3 | 4 | 5;
}

/** SPEC §9: eleven, all five stars but one of four. */
export const testimonials: Testimonial[] = [
  {
    name: 'Ananya Iyer',
    role: 'Computer science student',
    image: '/avatars/ananya-iyer.svg',
    content:
      'I had watched three React courses and still froze in front of an empty editor. By day 5 I had a working expense tracker that I built myself.',
    stars: 5,
  },
  {
    name: 'Rohan Mehta',
    role: 'Self-taught developer',
    image: '/avatars/rohan-mehta.svg',
    content:
      'The tutor asks me to explain things back before it moves on. Annoying for a day, then I realised it is the first time concepts actually stuck.',
    stars: 5,
  },
  {
    name: 'Priya Nair',
    role: 'Product designer',
    image: '/avatars/priya-nair.svg',
    content:
      'I wanted enough front-end to prototype my own designs. The daily tasks were small enough to fit around work and real enough to show my team.',
    stars: 5,
  },
  {
    name: 'Arjun Reddy',
    role: 'Founder, early-stage startup',
    image: '/avatars/arjun-reddy.svg',
    content:
      'I picked the SaaS track to understand what my developers do all day. The business lessons next to the code were the surprise bonus.',
    stars: 5,
  },
  {
    name: 'Sneha Kulkarni',
    role: 'Final-year engineering student',
    image: '/avatars/sneha-kulkarni.svg',
    content:
      'The WhatsApp nudge at 8 pm is the reason my streak is 23 days long. I stopped negotiating with myself about whether to study today.',
    stars: 5,
  },
  {
    name: 'Vikram Singh',
    role: 'Backend developer',
    image: '/avatars/vikram-singh.svg',
    content:
      'I used it to learn data analysis with Python. The cross-questions found the gaps that I was happily skipping over.',
    stars: 5,
  },
  {
    name: 'Meera Joshi',
    role: 'Career switcher, ex-teacher',
    image: '/avatars/meera-joshi.svg',
    content:
      'As a teacher I am picky about how things are explained. The lessons start simple, give a worked example and tell you the common mistake. That is good teaching.',
    stars: 5,
  },
  {
    name: 'Karthik Raman',
    role: 'Junior web developer',
    image: '/avatars/karthik-raman.svg',
    content:
      'Good plans and a patient tutor. I would like more advanced tracks, but for getting from zero to shipping it has been excellent.',
    stars: 4,
  },
  {
    name: 'Fatima Shaikh',
    role: 'Data science student',
    image: '/avatars/fatima-shaikh.svg',
    content:
      'Paying once instead of a monthly subscription made it an easy yes on a student budget. The certificate is now on my LinkedIn.',
    stars: 5,
  },
  {
    name: 'Daniel Fernandes',
    role: 'Freelance designer',
    image: '/avatars/daniel-fernandes.svg',
    content:
      'I tried learning to code four times. This is the first time I finished: thirty days, thirty lessons and a portfolio site I built from scratch.',
    stars: 5,
  },
  {
    name: 'Ishita Banerjee',
    role: 'Mobile app learner',
    image: '/avatars/ishita-banerjee.svg',
    content:
      'When I was stuck at midnight, the tutor walked me through my bug with questions instead of just pasting a fix. I learnt far more that way.',
    stars: 5,
  },
];
