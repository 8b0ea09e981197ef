import { testimonials } from '../content/testimonials';
import { LazyAvatar } from './lazy-avatar';
import { SectionHeading } from './section-heading';
import { StarRating } from './star-rating';

export function Testimonials() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="border-t border-line">
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Learners who stopped watching and started building"
        />
        <ul className="mt-12 gap-5 sm:columns-2 lg:columns-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="mb-5 break-inside-avoid">
              <figure className="rounded-2xl border border-line bg-surface p-5 shadow-card">
                <StarRating stars={testimonial.stars} />
                <blockquote className="mt-3 text-ink">
                  <p>“{testimonial.content}”</p>
                </blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <LazyAvatar src={testimonial.image} />
                  <span>
                    <span className="block font-semibold text-ink">{testimonial.name}</span>
                    <span className="block text-sm text-ink-muted">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
