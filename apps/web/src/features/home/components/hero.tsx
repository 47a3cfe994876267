import { messages } from '@crankworks/contract';

export function Hero() {
  return (
    <section className="hero bg-sky-100 px-4 py-12 lg:py-20">
      <div className="hero-content w-full max-w-6xl flex-col gap-10 p-0 lg:flex-row">
        <div className="flex-1 text-center lg:text-left">
          <h1 className="text-4xl font-bold sm:text-5xl">Crankworks Bicycle Parts</h1>
          <p className="mt-4 text-xl font-medium text-primary">{messages.tagline}</p>
          <p className="mt-4 max-w-prose">
            Drivetrains, brakes, wheels and cockpit parts, engineered and tested in our own workshop and
            shipped straight from the factory to shops and builders.
          </p>
          <a href="#parts" className="btn btn-primary btn-lg mt-8">
            Browse our parts
          </a>
        </div>
        <img
          src="/images/hero-bicycle.svg"
          alt="A road bicycle with a Crankworks drivetrain"
          width={640}
          height={420}
          fetchPriority="high"
          className="h-auto w-full max-w-xl flex-1"
        />
      </div>
    </section>
  );
}
