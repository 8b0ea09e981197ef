import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'devops-cloud',
  title: 'DevOps and Cloud',
  keywords: [
    'devops',
    'docker',
    'kubernetes',
    'k8s',
    'aws',
    'amazon web services',
    'cloud',
    'cloud computing',
    'ci/cd',
    'cicd',
    'continuous integration',
    'continuous deployment',
    'github actions',
    'terraform',
    'infrastructure as code',
    'containers',
    'linux',
    'sre',
    'ec2',
  ],
  summary:
    'Learn to build, ship and run software the way modern teams do: Git and Linux fundamentals, Docker, CI/CD with GitHub Actions, AWS (IAM, VPC, EC2, S3, RDS, Lambda) with free-tier-friendly choices, Terraform, Kubernetes, monitoring, security and incident response. You deploy a containerised app with a working pipeline in the first five days, and finish with a Terraform-built, fully automated AWS environment for your portfolio.',
  starterProject:
    'Pulse: a tiny web service packaged with Docker, run locally with Docker Compose and Redis, tested and pushed to a container registry by GitHub Actions, and deployed automatically to an AWS EC2 instance.',
  days: [
    // ---------------------------------------------------------------- Day 1
    {
      topicName: 'The DevOps loop and your project repository',
      explanation: `**DevOps** is a way of working in which the people who build software also ship and run it, with as much of the path from commit to production as possible **automated**. The loop is: plan, code, build, test, release, deploy, operate, monitor, and then back to plan. The DORA research programme measures how well teams run this loop with four metrics: **deployment frequency**, **lead time for changes**, **change failure rate** and **time to restore service**. High performers deploy small changes often and recover quickly.

All month you will practise on one small service, **Pulse**. It returns JSON with its version and has a \`/health\` endpoint. The app is deliberately tiny so that you can focus on everything *around* it.

\`\`\`js
// app.js
export function handler(req, res) {
  if (req.url === '/health') { res.writeHead(200); return res.end('ok'); }
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ app: 'pulse', version: process.env.APP_VERSION ?? 'dev' }));
}

// server.js
import http from 'node:http';
import { handler } from './app.js';
const port = Number(process.env.PORT ?? 8080);
http.createServer(handler).listen(port, () => console.log('pulse listening on ' + port));
\`\`\`

Add a \`package.json\` with \`"type": "module"\` and the scripts \`"start": "node server.js"\` and \`"test": "node --test"\`, plus a test in \`test/health.test.js\` that starts \`http.createServer(handler)\` on port 0 and checks that \`/health\` returns 200. Then put it under version control:

\`\`\`bash
git init && git add . && git commit -m "feat: pulse service with health endpoint"
git branch -M main
git remote add origin git@github.com:<you>/pulse.git && git push -u origin main
\`\`\`

**Common mistake:** committing things that do not belong in Git: \`node_modules\`, \`.env\` files with secrets, editor folders. Create a \`.gitignore\` *before* the first commit. A secret pushed once stays in the Git history even after you delete the file.

**Check it works:** \`npm start\`, then \`curl -i localhost:8080/health\` returns \`200 ok\` and \`npm test\` passes. The repository on GitHub shows your files but no \`node_modules\`.`,
      quiz: [
        {
          question: 'What are the four DORA metrics?',
          answer: 'Deployment frequency, lead time for changes, change failure rate and time to restore service.',
          keyPoints: ['deployment frequency', 'lead time', 'change failure rate', 'time to restore'],
        },
        {
          question: 'In one or two sentences, what is DevOps?',
          answer: 'A way of working where teams that build software also deliver and operate it, automating the path from commit to production and using feedback from running systems.',
          keyPoints: ['build and operate', 'automating delivery', 'commit to production'],
        },
        {
          question: 'Why does a /health endpoint matter for deployment?',
          answer: 'Load balancers, orchestrators and deploy scripts call it to decide whether an instance is running and should receive traffic.',
          keyPoints: ['check instance running', 'load balancers', 'receive traffic'],
        },
        {
          question: 'Why create .gitignore before the first commit?',
          answer: 'So dependencies and secrets such as node_modules and .env never enter Git history, where they would remain even after deletion.',
          keyPoints: ['keep secrets out', 'remain in history', 'node_modules folder'],
        },
      ],
      handsOnTask:
        'Create the Pulse repository with app.js, server.js, a health test and a .gitignore, and push it to GitHub. Show curl -i output for /health and /, and the passing npm test output.',
      project: 'Creates Pulse: a minimal, tested web service in a GitHub repository, ready to be containerised.',
      exercise: 'Make the service read APP_VERSION from the environment and show that APP_VERSION=1.2.3 npm start changes the JSON output.',
      beginnerTip: 'You do not need to be a Node developer for this track. Pulse is intentionally small, so treat it as the "thing we ship" and focus on the tooling around it.',
      advancedNote:
        'The DORA research consistently finds that throughput and stability rise together in high-performing teams, because small, frequent changes are easier to review, test and roll back than big batches.',
    },
    // ---------------------------------------------------------------- Day 2
    {
      topicName: 'Containerising the app with Docker',
      explanation: `A **container** runs your app together with everything it needs (runtime, libraries, files) as an isolated process on a shared Linux kernel. An **image** is the read-only template a container starts from, and it is built from a **Dockerfile**. Containers solve "it works on my machine": the exact same image runs on your laptop, in CI and on the server. Unlike virtual machines, containers start in milliseconds and do not boot a whole operating system.

\`\`\`dockerfile
# Dockerfile
FROM node:22-alpine
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
COPY . .
ENV PORT=8080
EXPOSE 8080
USER node
CMD ["node", "server.js"]
\`\`\`

Add a \`.dockerignore\` listing \`node_modules\`, \`.git\` and \`.env\`, so they are never sent to the build.

\`\`\`bash
docker build -t pulse:0.1.0 .
docker run -d --name pulse -p 8080:8080 -e APP_VERSION=0.1.0 pulse:0.1.0
docker ps                      # is it running?
docker logs pulse              # its stdout/stderr
docker exec -it pulse sh       # a shell inside the container
docker stop pulse && docker rm pulse
\`\`\`

\`-p 8080:8080\` maps **host port : container port**. \`-p 9000:8080\` would make the app reachable on \`localhost:9000\`. \`USER node\` runs the process as a non-root user that exists in the official Node images.

**Common mistake:** an app that listens only on \`127.0.0.1\` inside the container. Inside a container, \`127.0.0.1\` is the container's own loopback interface, so traffic forwarded from the host never reaches the app, and you get *connection reset* or *empty reply*. Bind to \`0.0.0.0\` (all interfaces). Node's \`listen(port)\` does that by default, but many dev servers (Vite, Flask, Rails) default to localhost.

**Check it works:** \`curl localhost:8080\` returns \`"version":"0.1.0"\`. \`docker image ls pulse\` shows the image size (around 150 MB with Alpine), and \`docker exec pulse whoami\` prints \`node\`.`,
      quiz: [
        {
          question: 'What is the difference between an image and a container?',
          answer: 'An image is a read-only template built from a Dockerfile; a container is a running (or stopped) instance created from an image.',
          keyPoints: ['image is template', 'container is instance', 'running process'],
        },
        {
          question: 'What does -p 9000:8080 mean in docker run?',
          answer: 'Forward port 9000 on the host to port 8080 inside the container.',
          keyPoints: ['host port 9000', 'container port 8080'],
        },
        {
          question: 'Why can an app bound to 127.0.0.1 inside a container not be reached from the host?',
          answer: '127.0.0.1 inside the container is the container\'s own loopback, so forwarded traffic arriving on its network interface is not accepted; bind to 0.0.0.0.',
          keyPoints: ['container own loopback', 'bind 0.0.0.0'],
        },
        {
          question: 'How are containers different from virtual machines?',
          answer: 'Containers share the host\'s kernel and isolate processes, so they are lightweight and start quickly; VMs run a full guest operating system on virtual hardware.',
          keyPoints: ['share host kernel', 'lightweight and fast', 'VM runs full operating system'],
        },
      ],
      handsOnTask:
        'Write the Dockerfile and .dockerignore for Pulse, build pulse:0.1.0 and run it. Show curl output, docker ps, docker logs and whoami inside the container, then run a second container on host port 9000 at the same time.',
      project: 'Packages Pulse as a non-root Docker image that runs identically anywhere.',
      exercise: 'Run the container with -e APP_VERSION=test and --rm in the foreground (no -d), stop it with Ctrl+C, and explain why it disappears afterwards.',
      beginnerTip: 'Most container problems show up in docker logs <name>. Read it before you change anything.',
      advancedNote:
        'Containers are built from Linux kernel features: namespaces isolate what a process can see (PIDs, network, mounts) and cgroups limit what it can use (CPU, memory); Docker Desktop on Mac and Windows runs them inside a small Linux VM.',
    },
    // ---------------------------------------------------------------- Day 3
    {
      topicName: 'Multi-container apps with Docker Compose',
      explanation: `Real services depend on other services: databases, caches, queues. **Docker Compose** describes a multi-container application in one YAML file and starts it with one command. Everyone on the team, and your CI, runs the same stack.

Pulse gets a visit counter stored in **Redis**. Install the client with \`npm install redis\` and update the handler:

\`\`\`js
import { createClient } from 'redis';
const redis = createClient({ url: process.env.REDIS_URL });
await redis.connect();
// inside the handler, for "/":
const visits = await redis.incr('visits');
\`\`\`

\`\`\`yaml
# compose.yaml
services:
  web:
    build: .
    ports:
      - "8080:8080"
    environment:
      REDIS_URL: redis://cache:6379
      APP_VERSION: local
    depends_on:
      cache:
        condition: service_healthy
  cache:
    image: redis:7-alpine
    command: ["redis-server", "--appendonly", "yes"]   # persist to disk
    healthcheck:
      test: ["CMD", "redis-cli", "ping"]
      interval: 5s
    volumes:
      - redis-data:/data
volumes:
  redis-data:
\`\`\`

Compose creates a private **network** in which each service can be reached by its **service name**, so \`web\` connects to \`cache:6379\`. Only \`web\` publishes a port to the host, and Redis stays internal. The named **volume** keeps Redis's data when containers are recreated. \`depends_on\` with \`service_healthy\` waits until Redis answers \`PING\` before starting \`web\`.

\`\`\`bash
docker compose up -d --build
docker compose ps
docker compose logs -f web
docker compose down        # add -v to also delete volumes
\`\`\`

**Common mistake:** using \`localhost\` to reach another service, as in \`REDIS_URL=redis://localhost:6379\`. Inside the \`web\` container, localhost is the web container itself, and you get \`ECONNREFUSED\`. Use the service name.

**Check it works:** run \`curl localhost:8080\` three times and watch \`visits\` count up. Run \`docker compose down\` and then \`up -d\`, and the count continues. \`docker compose down -v\` resets it.`,
      quiz: [
        {
          question: 'How does one Compose service reach another?',
          answer: 'By its service name on the Compose network, e.g. redis://cache:6379; Compose provides DNS for service names.',
          keyPoints: ['service name', 'Compose network', 'built-in DNS'],
        },
        {
          question: 'What does a named volume provide in Compose?',
          answer: 'Persistent storage that survives containers being removed and recreated, such as the Redis data directory.',
          keyPoints: ['persistent storage', 'survives recreation'],
        },
        {
          question: 'What does depends_on with condition: service_healthy do?',
          answer: 'It waits until the dependency\'s healthcheck passes before starting the dependent service.',
          keyPoints: ['waits for healthcheck', 'start order'],
        },
        {
          question: 'Why does REDIS_URL=redis://localhost:6379 fail inside the web container?',
          answer: 'localhost refers to the web container itself, where Redis is not running; use the service name cache.',
          keyPoints: ['localhost is same container', 'use service name'],
        },
      ],
      handsOnTask:
        'Add Redis to Pulse with the compose.yaml above and show the visit counter increasing with curl. Prove persistence by running down and up, then show the reset with down -v.',
      project: 'Turns Pulse into a two-service stack (web + Redis) that starts with a single docker compose up.',
      exercise: 'Add a third service, redis-commander or a simple nginx, and make it reachable only on host port 8081.',
      beginnerTip: 'YAML is sensitive to indentation. Use two spaces, never tabs, and run docker compose config to catch mistakes.',
      advancedNote:
        'Compose is excellent for development and single-host deployments, but it does not reschedule containers across machines or do rolling updates; that is what orchestrators like ECS and Kubernetes add.',
    },
    // ---------------------------------------------------------------- Day 4
    {
      topicName: 'Continuous integration with GitHub Actions',
      explanation: `**Continuous integration (CI)** means every push and pull request is automatically built and tested, so problems show up within minutes instead of on release day. **GitHub Actions** runs **workflows** (YAML files in \`.github/workflows/\`) made of **jobs**, which are made of **steps**, on hosted runners.

\`\`\`yaml
# .github/workflows/ci.yml
name: ci
on:
  push:
    branches: [main]
  pull_request:

jobs:
  test:
    runs-on: ubuntu-latest
    services:                                    # Redis for the tests, like Compose
      redis:
        image: redis:7-alpine
        ports: ["6379:6379"]
    env:
      REDIS_URL: redis://localhost:6379
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      - run: npm ci
      - run: npm test

  image:
    needs: test                                  # only if tests passed
    if: github.ref == 'refs/heads/main'          # only for main, not PRs
    runs-on: ubuntu-latest
    permissions:
      contents: read
      packages: write                            # allow pushing to GHCR
    steps:
      - uses: actions/checkout@v4
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: \${{ github.actor }}
          password: \${{ secrets.GITHUB_TOKEN }}
      - uses: docker/build-push-action@v6
        with:
          push: true
          tags: ghcr.io/<you>/pulse:\${{ github.sha }}
\`\`\`

Each run gets a fresh virtual machine. The \`services\` block starts Redis next to the job, so tests that touch the visit counter have a real Redis to talk to. \`GITHUB_TOKEN\` is a short-lived token that GitHub creates for every run, and the \`permissions\` block limits what it can do. Tagging the image with the **commit SHA** means every image can be traced back to exactly the code it was built from.

**Common mistakes:**
- Putting secrets (passwords, keys) in the YAML file. Store them under *Settings → Secrets and variables → Actions* and reference them as \`secrets.NAME\`.
- GHCR image names must be **lowercase**. \`ghcr.io/Asha/Pulse\` fails with *repository name must be lowercase*.
- Without \`needs: test\`, broken code gets built and pushed anyway.

**Check it works:** push to main, and the Actions tab shows both jobs green while your profile's *Packages* section shows \`pulse\` with a SHA tag. Then open a pull request with a failing test. The check turns red, and after you enable branch protection with "require status checks", the merge button is blocked.`,
      quiz: [
        {
          question: 'What is continuous integration?',
          answer: 'Automatically building and testing every push or pull request so integration problems are found within minutes.',
          keyPoints: ['every push', 'automatic build and test', 'problems found quickly'],
        },
        {
          question: 'What does needs: test do in the image job?',
          answer: 'It makes the image job wait for the test job and run only if it succeeded, so untested code is never published.',
          keyPoints: ['waits for test job', 'only if succeeded'],
        },
        {
          question: 'Why tag images with the commit SHA?',
          answer: 'Each image is then uniquely and permanently tied to the exact code it was built from, which makes deployments traceable and rollbacks precise.',
          keyPoints: ['tied to exact code', 'traceable deployments', 'precise rollback'],
        },
        {
          question: 'Where should credentials used by a workflow be stored?',
          answer: 'In GitHub encrypted secrets (repository or environment secrets), referenced as secrets.NAME, never in the workflow file.',
          keyPoints: ['GitHub secrets', 'never in workflow file'],
        },
      ],
      handsOnTask:
        'Add the CI workflow to Pulse, push to main and confirm the image appears in GHCR with a SHA tag. Open a PR that breaks the test, enable branch protection requiring the test check, and screenshot the blocked merge.',
      project: 'Adds a CI pipeline to Pulse that tests every change and publishes a SHA-tagged image from main.',
      exercise: 'Add a lint step (for example npx prettier --check .) as a separate job that runs in parallel with test.',
      beginnerTip: 'Click into a failed run and expand the red step. The real error is usually in the last 20 lines of that step\'s log.',
      advancedNote:
        'Docker builds in CI are slow without cache; docker/build-push-action supports cache-from/cache-to with type=gha to reuse layers between runs, often cutting build times several-fold.',
    },
    // ---------------------------------------------------------------- Day 5
    {
      topicName: 'Continuous deployment to an AWS EC2 instance',
      explanation: `**Continuous deployment (CD)** takes every image that passes CI and puts it into production automatically. Today Pulse goes live on **AWS EC2** (a virtual server) for the price of the free tier.

**1. Protect your wallet first.** In the AWS console, open *Billing → Budgets* and create a zero-spend or ₹500 budget with email alerts. Use an IAM user or Identity Center login, not the root account (Day 14 covers why).

**2. Launch the server.** In *EC2 → Launch instance*, choose Amazon Linux 2023, a free-tier-eligible type (\`t2.micro\` or \`t3.micro\`, depending on region and account) and a new key pair. The security group should allow **SSH (22) from My IP only** and **HTTP (80) from anywhere**. Then install Docker:

\`\`\`bash
ssh -i pulse.pem ec2-user@<public-ip>
sudo dnf install -y docker
sudo systemctl enable --now docker
sudo usermod -aG docker ec2-user   # log out and back in to apply
\`\`\`

Make the GHCR package public (package settings) so the server can pull it without credentials.

**3. Add a deploy job** to \`ci.yml\`:

\`\`\`yaml
  deploy:
    needs: image
    runs-on: ubuntu-latest
    environment: production
    steps:
      - name: Deploy over SSH
        env:
          SSH_KEY: \${{ secrets.EC2_SSH_KEY }}
          HOST: \${{ secrets.EC2_HOST }}
          IMAGE: ghcr.io/<you>/pulse:\${{ github.sha }}
        run: |
          echo "$SSH_KEY" > key.pem && chmod 600 key.pem
          ssh -i key.pem -o StrictHostKeyChecking=accept-new ec2-user@$HOST \\
            "docker pull $IMAGE && (docker rm -f pulse || true) && \\
             docker run -d --name pulse --restart unless-stopped -p 80:8080 -e APP_VERSION=$IMAGE $IMAGE"
\`\`\`

GitHub's runners have changing IP addresses, so this job needs port 22 open more widely than "My IP". That trade-off is fine for learning, and on Day 27 you replace SSH entirely with AWS Systems Manager.

**Common mistake:** deploying \`:latest\`. You can no longer tell which code is running, two servers can pull different "latest" images, and rolling back means guessing. Always deploy an immutable tag such as the commit SHA.

**Check it works:** open \`http://<public-ip>/\`. The JSON shows the image with its commit SHA. Change the response, push, and within a few minutes the new SHA appears without you touching the server.`,
      quiz: [
        {
          question: 'What is the difference between continuous integration and continuous deployment?',
          answer: 'CI automatically builds and tests every change; continuous deployment additionally releases every change that passes to production automatically.',
          keyPoints: ['CI builds and tests', 'CD releases automatically', 'to production'],
        },
        {
          question: 'What should the security group of the Pulse server allow?',
          answer: 'HTTP on port 80 from anywhere for users, and SSH on port 22 only from trusted addresses (ideally just your IP).',
          keyPoints: ['port 80 public', 'port 22 restricted'],
        },
        {
          question: 'Why should you never deploy the :latest tag?',
          answer: 'latest is a moving pointer, so you cannot tell which code runs, different servers may get different images, and rollbacks are unreliable; deploy immutable tags like the commit SHA.',
          keyPoints: ['moving pointer', 'cannot tell which code', 'use commit SHA'],
        },
        {
          question: 'What does --restart unless-stopped do?',
          answer: 'Docker restarts the container automatically if it crashes or the server reboots, unless you stopped it deliberately.',
          keyPoints: ['restart on crash', 'after reboot'],
        },
      ],
      handsOnTask:
        'Create an AWS budget alert, launch a free-tier EC2 instance with Docker, and add the deploy job with EC2_SSH_KEY and EC2_HOST secrets. Push a visible change and screenshot the site before and after, showing the commit SHA change.',
      project: 'Finishes Pulse\'s starter pipeline: every push to main is tested, built, pushed and deployed to AWS automatically.',
      exercise: 'SSH into the server and run docker ps, docker logs pulse and docker inspect --format "{{.Config.Image}}" pulse to confirm which image is live.',
      beginnerTip: 'Stop (do not terminate) the instance when you are not using it, and check the Billing dashboard weekly until you trust your setup.',
      advancedNote:
        'This deploy briefly drops requests while the old container stops and the new one starts; zero-downtime options include running two containers behind a reverse proxy and switching over, or letting an orchestrator (ECS, Kubernetes) do rolling updates behind a load balancer.',
    },
    // ---------------------------------------------------------------- Day 6
    {
      topicName: 'Linux essentials for servers',
      basic: true,
      explanation: `Nearly every server and container you will run is Linux, so when something breaks you will be at a shell prompt. A small set of commands covers most daily work.

**Where things live:** \`/etc\` holds configuration, \`/var/log\` holds logs, \`/home\` holds users' files, \`/tmp\` is scratch space, and \`/usr/bin\` holds programs.

**Permissions:** each file has an owner, a group, and read/write/execute bits for owner, group and others. In \`-rw-r-----\`, the owner can read and write, the group can read, and others get nothing. In octal that is \`640\` (r=4, w=2, x=1).

\`\`\`bash
ls -l deploy.sh            # -rw-r--r-- 1 ec2-user ec2-user ...
chmod 750 deploy.sh        # owner rwx, group r-x, others none
sudo chown root:root /etc/pulse.conf

# Processes
ps aux | grep node         # what is running
top                        # live CPU and memory (q to quit)
kill -TERM 4242            # ask process 4242 to stop cleanly
kill -KILL 4242            # force it (last resort)

# Services (systemd) and their logs
systemctl status docker
sudo journalctl -u docker --since "10 min ago" -f

# Disk and network
df -h                      # free space per filesystem
du -sh /var/lib/docker     # what is using it
ss -tlnp                   # which processes listen on which TCP ports
curl -v http://localhost/health
\`\`\`

A routine for "the site is down": is the process running (\`docker ps\`, \`systemctl status\`)? Is it listening (\`ss -tlnp\`)? Does it answer locally (\`curl localhost\`)? What do its logs say? Is the disk full (\`df -h\`)? A full disk is one of the most common causes of mysterious outages.

**Common mistake:** fixing permission errors with \`chmod 777\` or by running everything as root. That makes the file writable by every user and process, so any compromised process can change your scripts or configuration. Find out which user needs access, then grant exactly that with \`chown\` and a tight mode such as \`640\` or \`750\`.

**Check it works:** on your EC2 server, use \`ss -tlnp\` to find what listens on port 80. It should be \`docker-proxy\` or Docker itself. Then show the last 20 lines of the Docker service log with \`journalctl\` and check free disk space with \`df -h\`.`,
      quiz: [
        {
          question: 'What permissions does chmod 640 give?',
          answer: 'Owner read and write (6), group read (4), others nothing (0).',
          keyPoints: ['owner read write', 'group read', 'others none'],
        },
        {
          question: 'What is the difference between kill -TERM and kill -KILL?',
          answer: 'TERM asks the process to shut down cleanly and can be handled; KILL terminates it immediately without cleanup and should be a last resort.',
          keyPoints: ['TERM graceful', 'KILL immediate', 'last resort'],
        },
        {
          question: 'Which command shows which process is listening on a TCP port?',
          answer: 'ss -tlnp (or the older netstat -tlnp) lists listening TCP sockets with their process.',
          keyPoints: ['ss -tlnp', 'listening ports'],
        },
        {
          question: 'Why is chmod 777 a bad fix for permission errors?',
          answer: 'It lets every user and process read, write and execute the file, so any compromised process can modify it; grant only the needed user the needed access.',
          keyPoints: ['everyone can write', 'compromised process modifies', 'grant only needed access'],
        },
      ],
      handsOnTask:
        'On your EC2 instance, find the process on port 80, show the Docker service logs from the last 10 minutes, check disk usage of /var/lib/docker, and create a deploy.sh owned by ec2-user with mode 750. Save each command with its output.',
      project: 'Builds a server troubleshooting checklist for Pulse\'s EC2 host.',
      exercise: 'Write down what each of these prints and why: id, whoami, groups, ls -ld /tmp, umask.',
      beginnerTip: 'Use man <command> or <command> --help before searching the web. The answer is often on the first screen.',
      advancedNote:
        'Containers are just Linux processes: on the host, ps aux shows your container\'s node process and /proc/<pid>/ exposes its namespaces and cgroup, which is handy when debugging resource limits.',
    },
    // ---------------------------------------------------------------- Day 7
    {
      topicName: 'Networking fundamentals: IP, ports, DNS and TLS',
      basic: true,
      explanation: `Most production incidents involve networking at some point, so you need a working model of how a request finds your server.

**IP addresses and CIDR.** An IPv4 address such as \`10.0.1.25\` identifies a network interface. **CIDR** notation describes a range: \`10.0.1.0/24\` means that the first 24 bits are fixed, which gives 256 addresses (10.0.1.0 to 10.0.1.255). \`/16\` gives 65,536. The **private ranges** \`10.0.0.0/8\`, \`172.16.0.0/12\` and \`192.168.0.0/16\` are not routable on the internet. Your home Wi-Fi and AWS VPCs use them, and **NAT** translates them to a public IP for outbound traffic.

**Ports and protocols.** A port selects the program on a host: 22 SSH, 80 HTTP, 443 HTTPS, 5432 PostgreSQL, 6379 Redis. **TCP** guarantees ordered, reliable delivery (web, databases). **UDP** has no delivery guarantee and is used for DNS lookups, video and games.

**DNS** turns names into addresses. An **A** record maps a name to an IPv4 address, **AAAA** to IPv6, and **CNAME** makes a name an alias of another name. **TTL** says how long resolvers may cache the answer.

**TLS** (the S in HTTPS) encrypts the connection and proves the server's identity with a certificate signed by a trusted authority.

\`\`\`bash
dig +short pulse.example.com          # which IP does the name resolve to?
dig pulse.example.com | grep -A1 "ANSWER SECTION"   # includes the TTL
nc -zv 13.233.10.20 80                # can I open a TCP connection to port 80?
curl -v https://pulse.example.com     # DNS, connect, TLS handshake, HTTP: every step
openssl s_client -connect pulse.example.com:443 -servername pulse.example.com </dev/null | head
\`\`\`

Debug in layers, from the bottom up: does the name resolve → can you connect (firewall or security group) → does the TLS handshake succeed → does the app return the right HTTP status?

**Common mistake:** changing a DNS record and expecting everyone to see it at once. Resolvers keep the old answer until its TTL expires, which can be an hour or more. Before a planned migration, lower the TTL (for example to 60 seconds) a day in advance.

**Check it works:** run \`dig\`, \`nc -zv\` and \`curl -v\` against your Pulse server, and label each line of the curl output with the layer it belongs to.`,
      quiz: [
        {
          question: 'How many addresses does 10.0.1.0/24 contain, and why?',
          answer: '256, because 24 of the 32 bits are fixed, leaving 8 bits (2^8 = 256) for hosts.',
          keyPoints: ['256 addresses', '8 host bits'],
        },
        {
          question: 'What is the difference between an A record and a CNAME record?',
          answer: 'An A record maps a name directly to an IPv4 address; a CNAME makes a name an alias for another name, which is then resolved.',
          keyPoints: ['A to IPv4 address', 'CNAME alias to name'],
        },
        {
          question: 'Why might users still reach the old server after a DNS change?',
          answer: 'Resolvers cache records for their TTL, so they keep returning the old address until it expires; lower the TTL before migrations.',
          keyPoints: ['cached by TTL', 'lower TTL beforehand'],
        },
        {
          question: 'In what order should you debug a failing HTTPS request?',
          answer: 'Check DNS resolution, then TCP connectivity (firewalls/security groups), then the TLS handshake and certificate, then the HTTP response from the app.',
          keyPoints: ['DNS first', 'then connectivity', 'then TLS', 'then HTTP'],
        },
      ],
      handsOnTask:
        'Run dig, nc -zv and curl -v against your Pulse server and annotate the output by layer. Then temporarily remove the port 80 rule from the security group, record how the nc and curl errors change, and restore it.',
      project: 'Adds a layered network troubleshooting guide to the Pulse runbook.',
      exercise: 'Calculate the number of addresses in /28, /20 and /16 ranges, and say which of 172.20.5.4, 8.8.8.8 and 192.168.1.10 are private.',
      beginnerTip: 'A timeout usually means a firewall silently dropped the packets. "Connection refused" means you reached the host but nothing was listening on that port.',
      advancedNote:
        'TLS 1.3 completes the handshake in one round trip, and the SNI extension tells the server which hostname you want, which is how one IP serves certificates for many domains; that is why openssl s_client needs -servername.',
    },
    // ---------------------------------------------------------------- Day 8
    {
      topicName: 'Git workflows for teams: trunk-based development and pull requests',
      basic: true,
      explanation: `CI/CD only works if the way your team uses Git produces small, reviewable, releasable changes. The practice most strongly linked to fast, stable delivery is **trunk-based development**: everyone merges small changes into \`main\` (the trunk) at least daily, through short-lived branches and pull requests. \`main\` is always deployable.

\`\`\`bash
git switch -c feat/version-endpoint      # short-lived branch
# ...edit, test...
git add -p                               # stage hunk by hunk, reviewing as you go
git commit -m "feat: add /version endpoint"
git push -u origin feat/version-endpoint # open a PR; CI runs on it
# after review and green CI: squash-merge, delete the branch
git switch main && git pull
\`\`\`

**Protect main** in GitHub (*Settings → Branches* or *Rulesets*): require a pull request, at least one approving review, and passing status checks (your \`test\` job). Also block force pushes. Then nothing reaches production without tests and a second pair of eyes.

**Commit messages** such as \`feat: ...\`, \`fix: ...\` and \`chore: ...\` (the Conventional Commits style) make history readable and can drive changelogs automatically. **Tags** mark releases: \`git tag -a v1.3.0 -m "release 1.3.0" && git push --tags\`.

**Undoing safely:** \`git revert <sha>\` creates a *new* commit that undoes an old one. That is safe on shared branches, and it is how you roll back a bad change on main. \`git reset --hard\` rewrites history and is only for your own local, unpushed work.

**Common mistakes:** long-lived feature branches that drift for weeks and then produce a huge, risky merge. Hide unfinished work behind a feature flag and merge small pieces instead. The other is \`git push --force\` on a shared branch, which silently deletes teammates' commits. If you really must, use \`--force-with-lease\`, and only on your own branch.

**Check it works:** with branch protection on, try to push directly to main. It is rejected. Open a PR with a failing test, and merging is blocked until you fix it.`,
      quiz: [
        {
          question: 'What is trunk-based development?',
          answer: 'Developers integrate small changes into main at least daily via short-lived branches, keeping main always releasable.',
          keyPoints: ['small changes', 'into main daily', 'short-lived branches'],
        },
        {
          question: 'What is the difference between git revert and git reset --hard?',
          answer: 'revert adds a new commit that undoes a previous one, safe for shared history; reset --hard moves the branch and discards commits, rewriting history.',
          keyPoints: ['revert adds commit', 'reset rewrites history', 'revert safe on shared'],
        },
        {
          question: 'What branch protection rules should main have?',
          answer: 'Require pull requests with review, require passing status checks (CI), and block force pushes and deletions.',
          keyPoints: ['require pull request', 'require passing checks', 'block force push'],
        },
        {
          question: 'Why are long-lived feature branches risky?',
          answer: 'They drift away from main, causing large merges full of conflicts and big risky releases; small frequent merges with feature flags avoid this.',
          keyPoints: ['drift from main', 'merge conflicts', 'big risky releases'],
        },
      ],
      handsOnTask:
        'Protect Pulse\'s main branch (PR required, test check required, no force push), then deliver a small /version feature through a branch and PR. Show the rejected direct push, the blocked PR while CI is red, and the final merged history.',
      project: 'Puts Pulse under a protected, trunk-based workflow where every change is reviewed and tested.',
      exercise: 'Introduce a bug on main via a PR, then roll it back with git revert through another PR, and watch CD redeploy the fixed version.',
      beginnerTip: 'Run git status and git log --oneline --graph -10 before and after every Git command until the model feels natural.',
      advancedNote:
        'Merge queues (GitHub merge queue) test each PR against the latest main plus the PRs ahead of it, preventing "green PR, red main" when two individually passing changes conflict semantically.',
    },
    // ---------------------------------------------------------------- Day 9
    {
      topicName: 'Bash scripting for reliable automation',
      basic: true,
      explanation: `A lot of DevOps glue is shell scripts: deploy steps, backups, health checks, CI commands. A bash script is easy to write and easy to get subtly wrong. A few habits make scripts **fail loudly instead of silently doing damage**.

Here is a deploy script for Pulse that health-checks the new container and rolls back automatically:

\`\`\`bash
#!/usr/bin/env bash
set -euo pipefail          # stop on errors, unset variables and failed pipes

IMAGE="$1"                 # e.g. ghcr.io/you/pulse:3f9c2a1
NAME="pulse"
PREVIOUS=$(docker inspect --format '{{.Config.Image}}' "$NAME" 2>/dev/null || true)

log() { echo "[$(date +%H:%M:%S)] $*"; }

log "deploying $IMAGE (previous: $PREVIOUS)"
docker pull "$IMAGE"
docker rm -f "$NAME" >/dev/null 2>&1 || true
docker run -d --name "$NAME" --restart unless-stopped -p 80:8080 "$IMAGE"

for i in $(seq 1 10); do
  if curl -fsS http://localhost/health >/dev/null; then
    log "healthy after $i checks"
    exit 0
  fi
  sleep 3
done

log "health check failed, rolling back"
docker rm -f "$NAME"
if [[ -n "$PREVIOUS" ]]; then
  docker run -d --name "$NAME" --restart unless-stopped -p 80:8080 "$PREVIOUS"
fi
exit 1
\`\`\`

What makes it robust:
- \`set -e\` exits on the first failing command. \`-u\` makes an unset variable an error instead of an empty string. \`-o pipefail\` makes \`a | b\` fail if \`a\` fails.
- Every variable is **quoted** (\`"$IMAGE"\`), so values with spaces or wildcard characters stay one argument.
- **Exit codes** carry meaning: 0 means success and anything else means failure. CI and other scripts rely on them. \`curl -f\` turns HTTP errors into a non-zero exit code.
- \`|| true\` marks failures that are *expected* (such as removing a container that does not exist).

**Common mistake:** unquoted variables and no \`-u\`. The classic disaster is \`rm -rf $BUILD_DIR/*\` when \`BUILD_DIR\` is unset or misspelled. It expands to \`rm -rf /*\`. With \`set -u\`, the script stops at the unset variable. With quotes, the path stays intact.

**Check it works:** run \`shellcheck deploy.sh\` and fix every warning. Then deploy a deliberately broken image (one whose \`/health\` returns 500) and watch the script roll back and exit with code 1 (\`echo $?\`).`,
      quiz: [
        {
          question: 'What do the three parts of set -euo pipefail do?',
          answer: '-e exits on any failing command, -u treats unset variables as errors, and -o pipefail makes a pipeline fail if any command in it fails.',
          keyPoints: ['exit on error', 'unset variables error', 'pipeline failures'],
        },
        {
          question: 'Why should variables be quoted, as in "$IMAGE"?',
          answer: 'Unquoted variables undergo word splitting on spaces and glob expansion, so values can become several arguments or match files unexpectedly; quotes keep them as one argument.',
          keyPoints: ['word splitting', 'glob expansion', 'one argument'],
        },
        {
          question: 'What do exit codes mean and why do they matter in CI?',
          answer: '0 means success and non-zero means failure; CI steps and calling scripts use the exit code to decide whether to continue.',
          keyPoints: ['0 success', 'non-zero failure', 'CI decides'],
        },
        {
          question: 'How does the deploy script decide to roll back?',
          answer: 'It polls /health with curl -f up to 10 times; if none succeed, it removes the new container and starts the previously running image again.',
          keyPoints: ['polls /health', 'up to 10 times', 'starts previous image'],
        },
      ],
      handsOnTask:
        'Save the deploy script on your EC2 server, run shellcheck on it, and deploy a good image and then a broken one. Show the rollback log lines and the exit code of each run.',
      project: 'Gives Pulse a health-checked deploy script with automatic rollback.',
      exercise: 'Add a trap that prints "deploy interrupted" and cleans up when the script receives Ctrl+C (trap \'...\' INT TERM).',
      beginnerTip: 'Run a script with bash -x script.sh to print every command as it executes. It is the fastest way to see where it goes wrong.',
      advancedNote:
        'Beyond ~100 lines or when you need data structures, error handling and tests, move automation to a real language (Python, Go) or a purpose-built tool; bash excels as thin glue between commands.',
    },
    // ---------------------------------------------------------------- Day 10
    {
      topicName: 'Docker images in depth: layers, caching and multi-stage builds',
      explanation: `Every Dockerfile instruction that changes the filesystem (\`RUN\`, \`COPY\`, \`ADD\`) creates a **layer**. Layers are cached and reused: if an instruction and its inputs have not changed, Docker reuses the layer from the last build. Once one layer changes, **every layer after it is rebuilt**. Good Dockerfiles put rarely changing steps first and frequently changing ones last.

\`\`\`dockerfile
# syntax=docker/dockerfile:1
FROM node:22-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./           # changes rarely
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev

FROM node:22-alpine AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/node_modules ./node_modules
COPY . .                                         # changes on every commit
USER node
CMD ["node", "server.js"]
\`\`\`

- **Multi-stage builds** use several \`FROM\` stages. Only the final stage becomes the image, so build tools, compilers and dev dependencies stay behind. For compiled languages (Go, Java, TypeScript), a typical pattern is: build in a full SDK image, then copy only the output into a small runtime image.
- **BuildKit cache mounts** (\`--mount=type=cache\`) keep npm's download cache between builds without putting it into a layer.
- **Base image choice:** \`node:22\` is about 1 GB and includes build tools. \`node:22-slim\` (Debian) and \`node:22-alpine\` are much smaller. Alpine uses musl libc, which can break native modules. Distroless images have no shell at all: the smallest attack surface, but harder to debug.

\`\`\`bash
docker build -t pulse:0.2.0 .
docker history pulse:0.2.0        # each layer and its size
docker image ls pulse             # compare sizes across versions
\`\`\`

**Common mistake:** secrets in layers. \`COPY .env .\` followed by \`RUN rm .env\` does *not* remove the secret. The earlier layer still contains it, and anyone who pulls the image can extract it. Values passed with \`ARG\` show up in \`docker history\` too. Use build secrets instead (\`RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\`), pass runtime secrets as environment variables when the container starts, and list \`.env\` in \`.dockerignore\`.

**Check it works:** change one line in \`app.js\` and rebuild. The output shows \`CACHED\` for the \`npm ci\` step, and the build takes seconds. Compare the image size against yesterday's single-stage image.`,
      quiz: [
        {
          question: 'Why copy package files and install dependencies before copying the source code?',
          answer: 'Docker reuses cached layers until an input changes; since source changes often and dependencies rarely, installing first keeps the expensive install layer cached.',
          keyPoints: ['layer cache', 'dependencies change rarely', 'install stays cached'],
        },
        {
          question: 'What is a multi-stage build and what does it achieve?',
          answer: 'A Dockerfile with several FROM stages where only the final stage becomes the image; build tools and intermediate files are left out, making images smaller and safer.',
          keyPoints: ['several FROM stages', 'only final stage shipped', 'smaller image'],
        },
        {
          question: 'Why does RUN rm .env after COPY .env not remove the secret from the image?',
          answer: 'Each instruction creates a layer; the layer from COPY still contains the file, and anyone with the image can extract earlier layers; use build secrets instead.',
          keyPoints: ['earlier layer keeps file', 'anyone can extract', 'use build secrets'],
        },
        {
          question: 'Name one trade-off of Alpine-based images.',
          answer: 'They are small, but Alpine uses musl libc instead of glibc, which can break or slow down native modules and prebuilt binaries.',
          keyPoints: ['small size', 'musl libc', 'native modules break'],
        },
      ],
      handsOnTask:
        'Rewrite Pulse\'s Dockerfile as a multi-stage build with a cache mount, and compare image size and rebuild time with the Day 2 version. Show docker history output and a rebuild log with CACHED on the install step.',
      project: 'Makes Pulse\'s image smaller and its builds faster with multi-stage builds and layer caching.',
      exercise: 'Build the same app on node:22, node:22-slim and node:22-alpine and record the three image sizes in a table.',
      beginnerTip: 'Think of layers as a stack of transparent sheets. Anything drawn on a lower sheet is still there even if a higher sheet covers it.',
      advancedNote:
        'Image layers are content-addressed tarballs; registries and hosts store each unique layer once, so many images sharing the same base layers cost little extra storage and pull time.',
    },
    // ---------------------------------------------------------------- Day 11
    {
      topicName: 'Container registries, tags and image digests',
      explanation: `A **registry** stores and serves images: Docker Hub, GitHub Container Registry (GHCR), AWS Elastic Container Registry (ECR) and others. An image reference has the form \`registry/repository:tag\`, for example \`ghcr.io/asha/pulse:3f9c2a1\`.

The key fact: **a tag is a movable pointer**. Anyone with push rights can point \`pulse:1.4.0\` at different content tomorrow. A **digest** (\`sha256:...\`) is a hash of the image's content, so it **always** refers to exactly the same bytes.

\`\`\`bash
docker tag pulse:0.2.0 ghcr.io/asha/pulse:0.2.0
docker push ghcr.io/asha/pulse:0.2.0          # the output ends with the digest
docker buildx imagetools inspect ghcr.io/asha/pulse:0.2.0
docker pull ghcr.io/asha/pulse@sha256:<digest>   # exact content, forever
\`\`\`

A practical tagging strategy:
- **Every build:** the commit SHA (\`pulse:3f9c2a1\`). It is unique and traceable.
- **Releases:** semantic versions (\`pulse:1.4.0\`, plus the moving \`1.4\` and \`1\` for people who want updates).
- **Deployments:** deploy by SHA or digest, never by \`latest\`.

On AWS, create an ECR repository with **immutable tags**, so that a tag can never be overwritten, and add a **lifecycle policy** so old images do not pile up storage costs:

\`\`\`bash
aws ecr create-repository --repository-name pulse --image-tag-mutability IMMUTABLE
aws ecr put-lifecycle-policy --repository-name pulse --lifecycle-policy-text file://keep-last-30.json
\`\`\`

Images can be **multi-architecture**: one tag points to a manifest list with variants for \`linux/amd64\` and \`linux/arm64\`. Build them with \`docker buildx build --platform linux/amd64,linux/arm64 --push ...\`. This matters when you build on an Apple Silicon Mac but deploy to x86 servers, or the reverse.

**Common mistake:** overwriting a tag that is already deployed (re-pushing \`pulse:1.4.0\` with a "small fix"). Servers that pulled earlier now run different code from servers that pull later under the same name, and no one can tell which is which. Treat published tags as immutable and release \`1.4.1\`.

**Check it works:** push a SHA-tagged and a version-tagged image, and confirm with \`imagetools inspect\` that both have the same digest. Try to re-push a tag to your immutable ECR repository and see the push rejected.`,
      quiz: [
        {
          question: 'What is the difference between an image tag and a digest?',
          answer: 'A tag is a human-readable pointer that can be moved to other content; a digest is a content hash that always identifies exactly the same image.',
          keyPoints: ['tag can move', 'digest is content hash', 'digest immutable'],
        },
        {
          question: 'Describe a good image tagging strategy.',
          answer: 'Tag every build with the commit SHA, add semantic version tags for releases, and deploy using the SHA or digest rather than latest.',
          keyPoints: ['commit SHA every build', 'semver for releases', 'deploy by SHA'],
        },
        {
          question: 'What does IMMUTABLE tag mutability in ECR prevent?',
          answer: 'Pushing a different image under an existing tag, so a tag always means the same content.',
          keyPoints: ['cannot push existing tag', 'same content'],
        },
        {
          question: 'Why might an image built on an Apple Silicon Mac fail on an x86 server?',
          answer: 'It was built for linux/arm64; without a multi-architecture build including linux/amd64, the server cannot run it (exec format error).',
          keyPoints: ['arm64 vs amd64', 'multi-architecture build', 'exec format error'],
        },
      ],
      handsOnTask:
        'Create an ECR repository with immutable tags and a lifecycle policy, push Pulse with both a SHA tag and a version tag, and show they share one digest. Attempt to overwrite the version tag and capture the rejection.',
      project: 'Gives Pulse a disciplined image release process with immutable, traceable tags.',
      exercise: 'Write the ECR lifecycle policy JSON that keeps the 30 most recent images and expires untagged images after 7 days.',
      beginnerTip: 'Copy the digest from docker push output into your deploy notes. It is the one identifier that can never be ambiguous.',
      advancedNote:
        'Signing images (cosign/Sigstore) and verifying signatures at deploy time proves an image came from your pipeline; combined with digest pinning it closes the gap where a compromised registry credential could swap images.',
    },
    // ---------------------------------------------------------------- Day 12
    {
      topicName: 'Running containers well: volumes, networks, limits and logs',
      explanation: `Starting a container is easy. Running it reliably for months takes four more things: **persistent data**, **networking**, **resource limits** and **log management**.

\`\`\`bash
# A user-defined network gives containers DNS by name
docker network create pulse-net

# A named volume keeps data when the container is replaced
docker run -d --name cache --network pulse-net \\
  -v redis-data:/data redis:7-alpine redis-server --appendonly yes

docker run -d --name web --network pulse-net -p 8080:8080 \\
  -e REDIS_URL=redis://cache:6379 \\
  --memory 256m --cpus 0.5 \\
  --restart unless-stopped \\
  --log-opt max-size=10m --log-opt max-file=3 \\
  pulse:0.2.0

docker stats --no-stream                               # live CPU and memory per container
docker inspect web --format '{{.State.OOMKilled}} {{.State.ExitCode}}'
\`\`\`

- **Volumes vs bind mounts:** a named volume (\`redis-data:/data\`) is managed by Docker and is the right choice for data. A bind mount (\`-v $(pwd)/config:/etc/app\`) maps a host folder and is handy for config files and local development.
- **Networks:** on a user-defined network, containers reach each other by name. The default \`bridge\` network does not provide name resolution.
- **Limits:** \`--memory 256m\` caps RAM. If the app goes over it, the kernel kills the process, and \`docker inspect\` shows \`OOMKilled: true\` with exit code **137**. \`--cpus 0.5\` caps CPU at half a core. Without limits, one leaking container can starve every other process on the host.
- **Logs:** apps in containers should write to **stdout/stderr**. Docker captures the output, and \`docker logs\` reads it.

**Common mistake:** leaving data in the container's writable layer. Redis without a volume works perfectly until \`docker rm\` or a redeploy, and then all of its data is gone. Anything that must survive a redeploy goes on a volume or into a managed service.

**Check it works:** write some data, run \`docker rm -f cache\`, recreate the container with the same volume, and the data is still there. Run a container with \`--memory 20m\` and a memory-hungry command (\`node -e "const a=[]; while(true) a.push('x'.repeat(1e6))"\`), and \`docker inspect\` reports \`OOMKilled true\` with exit code 137.`,
      quiz: [
        {
          question: 'What is the difference between a named volume and a bind mount?',
          answer: 'A named volume is storage managed by Docker, best for persistent data; a bind mount maps a specific host directory into the container, useful for config and development.',
          keyPoints: ['Docker-managed storage', 'host directory', 'persistent data'],
        },
        {
          question: 'What does exit code 137 with OOMKilled true mean?',
          answer: 'The container exceeded its memory limit and the kernel killed the process (137 = killed by signal 9).',
          keyPoints: ['exceeded memory limit', 'killed by kernel', 'signal 9'],
        },
        {
          question: 'Why set --log-opt max-size and max-file?',
          answer: 'The default json-file log driver keeps growing without rotation, which can fill the disk; these options rotate and cap log files.',
          keyPoints: ['keeps growing', 'fill disk', 'rotate logs'],
        },
        {
          question: 'Why use a user-defined network instead of the default bridge?',
          answer: 'User-defined networks provide DNS so containers can reach each other by name, and they isolate groups of containers.',
          keyPoints: ['DNS by name', 'isolate containers'],
        },
      ],
      handsOnTask:
        'Run Pulse and Redis on a user-defined network with a volume, memory and CPU limits and log rotation. Demonstrate data surviving container deletion and an OOMKilled container, and show docker stats output.',
      project: 'Hardens how Pulse runs on its host: persistent data, limits, rotation and restart policies.',
      exercise: 'Use docker inspect to print a container\'s restart count, memory limit in bytes and mounted volumes.',
      beginnerTip: 'If a container keeps restarting, run docker ps -a (check the STATUS column) and docker logs. The last lines before the exit usually explain it.',
      advancedNote:
        'The default json-file driver keeps logs on the host disk with no rotation unless configured; set log-opts globally in /etc/docker/daemon.json, or ship logs off-host with the awslogs or fluentd drivers so a dead host does not take its logs with it.',
    },
    // ---------------------------------------------------------------- Day 13
    {
      topicName: 'Configuration and secrets management',
      explanation: `The same image should run in every environment. Only its **configuration** changes: URLs, feature flags, log levels and **secrets** (passwords, API keys, tokens). The Twelve-Factor rule: keep configuration out of the code and the image, and supply it at runtime, usually as environment variables.

Where each kind of configuration lives:

| What | Local | CI (GitHub Actions) | AWS runtime |
|---|---|---|---|
| Plain config | \`.env\` file (git-ignored) | \`vars.NAME\` | env vars, SSM Parameter Store |
| Secrets | \`.env\` file (git-ignored) | \`secrets.NAME\`, per environment | SSM SecureString, Secrets Manager |

**SSM Parameter Store** stores standard parameters (including encrypted \`SecureString\`) at no extra charge. **Secrets Manager** costs $0.40 per secret per month and adds automatic rotation. Fetch values when the container starts:

\`\`\`bash
aws ssm put-parameter --name /pulse/prod/redis-url \\
  --type SecureString --value 'redis://:s3cret@cache.internal:6379'

REDIS_URL=$(aws ssm get-parameter --name /pulse/prod/redis-url \\
  --with-decryption --query Parameter.Value --output text)
docker run -d -e REDIS_URL="$REDIS_URL" ghcr.io/asha/pulse:3f9c2a1
\`\`\`

The server reads the parameter through its **IAM role** (Day 14), so no AWS keys are stored on it.

**Defence in depth for secrets:**
- Turn on GitHub **secret scanning and push protection**, which block pushes containing known key formats.
- Run **gitleaks** in CI to catch anything else.
- **Rotate** secrets regularly, and immediately when someone leaves or a secret leaks.
- Use separate secrets per environment, so a leaked staging key cannot touch production.

**Common mistake:** printing secrets in CI logs. GitHub masks the *exact* value of registered secrets, but not transformed versions: a base64-encoded secret, a URL that contains the password, or \`set -x\` echoing a command line. If you derive a value from a secret, mask it with \`echo "::add-mask::$DERIVED"\`, and avoid \`set -x\` in steps that handle secrets.

**Check it works:** run \`docker inspect\` on your image (not the container) and confirm that no secret appears in its \`Env\` list. Check that \`git log -p | grep -i password\` finds nothing, and that a test push containing a fake AWS key is blocked by push protection.`,
      quiz: [
        {
          question: 'Why should secrets never be built into container images?',
          answer: 'Anyone who can pull the image can extract them, they cannot change without rebuilding, and the same image could not be used across environments.',
          keyPoints: ['anyone can extract', 'rebuild to change', 'same image everywhere'],
        },
        {
          question: 'How can an EC2 instance read an SSM SecureString without stored AWS keys?',
          answer: 'Through its IAM role (instance profile), which grants ssm:GetParameter (plus kms:Decrypt if a customer-managed key encrypts it); the instance gets temporary credentials automatically, so no keys are stored on it.',
          keyPoints: ['IAM role', 'temporary credentials', 'no stored keys'],
        },
        {
          question: 'Why can a secret still leak into GitHub Actions logs despite masking?',
          answer: 'Masking only hides the exact registered value; transformed versions like base64, URLs containing it or set -x output are printed unless masked with ::add-mask::.',
          keyPoints: ['exact value only', 'transformed versions printed', 'add-mask command'],
        },
        {
          question: 'What should you do immediately when a secret leaks?',
          answer: 'Rotate it (revoke the old value and issue a new one), then find and fix how it leaked; deleting it from code alone is not enough.',
          keyPoints: ['rotate immediately', 'revoke old value', 'fix the leak'],
        },
      ],
      handsOnTask:
        'Store Pulse\'s Redis URL as an SSM SecureString, fetch it on the EC2 host at deploy time, and pass it to the container. Enable secret scanning and push protection on the repo and capture the block on a fake key.',
      project: 'Moves Pulse\'s configuration and secrets out of code and images into GitHub secrets and SSM Parameter Store.',
      exercise: 'Add a gitleaks job to Pulse\'s CI and make it fail on a deliberately committed fake token in a test branch.',
      beginnerTip: 'If a value would hurt you if it appeared on a public web page, it is a secret. Treat it that way from day one.',
      advancedNote:
        'Even better than stored secrets are short-lived, identity-based credentials: IAM roles for AWS access, OIDC federation for CI (Day 22), and IAM database authentication, which leave nothing long-lived to steal.',
    },
    // ---------------------------------------------------------------- Day 14
    {
      topicName: 'AWS foundations: accounts, regions, IAM and billing safety',
      explanation: `Before you build anything on AWS, get the foundations right. Most AWS horror stories come from skipping them: leaked keys, surprise bills, over-privileged users.

**Regions and Availability Zones.** A **region** (e.g. \`ap-south-1\` Mumbai) is a geographic area containing several **Availability Zones (AZs)**, which are separate data centres with independent power and networking. Put resources in the region closest to your users, and spread critical ones across at least two AZs.

**Identity (IAM).**
- The **root user** can do anything, including closing the account. Enable MFA on it, create no access keys for it, and lock it away.
- **Humans** sign in through IAM Identity Center (SSO) or IAM users with MFA, and get permissions from groups.
- **Machines** use **roles**: EC2 instance profiles, Lambda execution roles, CI via OIDC. A role hands out *temporary* credentials automatically, with nothing long-lived to leak.
- **Policies** are JSON documents that say who may do which actions on which resources. Start from **least privilege**:

\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Action": ["ssm:GetParameter"],
    "Resource": "arn:aws:ssm:ap-south-1:123456789012:parameter/pulse/prod/*"
  }]
}
\`\`\`

**CLI access without long-lived keys:**

\`\`\`bash
aws configure sso                 # sign in via Identity Center, one time
aws sts get-caller-identity       # who am I? (account, role)
aws s3 ls --profile pulse-dev
\`\`\`

**Billing safety:** create a budget with email alerts, turn on Free Tier usage alerts, and check *Cost Explorer* weekly while you learn. Remember that resources cost money while they *exist*, not only while you are using them.

**Common mistake:** creating access keys for the root user or an admin user and committing them to GitHub. Bots scan public repositories continuously, and leaked keys are often used within minutes to launch expensive crypto-mining instances. Use roles and SSO. If a key leaks, deactivate it in IAM immediately and check CloudTrail for what it was used to do.

**Check it works:** \`aws sts get-caller-identity\` shows an SSO role, not root. The root user shows MFA enabled. Your budget alert exists, and IAM Access Analyzer (or the IAM dashboard) shows no active access keys for root.`,
      quiz: [
        {
          question: 'What is the difference between a region and an Availability Zone?',
          answer: 'A region is a geographic area; it contains several Availability Zones, which are isolated data centres. Spreading across AZs protects against a single data-centre failure.',
          keyPoints: ['region is geographic area', 'isolated data centres', 'spread across AZs'],
        },
        {
          question: 'Why should applications use IAM roles instead of access keys?',
          answer: 'Roles provide temporary credentials that rotate automatically and are never stored in code or on disk, so there is no long-lived secret to leak.',
          keyPoints: ['temporary credentials', 'rotate automatically', 'nothing to leak'],
        },
        {
          question: 'What does least privilege mean in an IAM policy?',
          answer: 'Granting only the specific actions on the specific resources that are needed, such as ssm:GetParameter on /pulse/prod/* instead of full access.',
          keyPoints: ['only needed actions', 'specific resources'],
        },
        {
          question: 'What should you do with the AWS root user?',
          answer: 'Enable MFA, create no access keys, and use it only for the few tasks that require it; daily work uses SSO or IAM identities.',
          keyPoints: ['enable MFA', 'no access keys', 'only few tasks'],
        },
      ],
      handsOnTask:
        'Enable MFA on root, set up IAM Identity Center (or an admin IAM user with MFA), configure the CLI with aws configure sso, and create a budget alert. Create the least-privilege SSM policy above, attach it to a role for Pulse\'s EC2 instance, and show get-caller-identity output.',
      project: 'Secures Pulse\'s AWS account: MFA, SSO access, a least-privilege instance role and billing alerts.',
      exercise: 'Read an AWS managed policy such as AmazonS3ReadOnlyAccess and explain each Action and Resource in plain words.',
      beginnerTip: 'Pick one region (for example ap-south-1) and always check the region selector in the console. "My instance disappeared" usually means you are looking at another region.',
      advancedNote:
        'Real organisations use AWS Organizations with separate accounts per environment (dev, staging, prod) and Service Control Policies as guardrails; an account boundary is the strongest isolation AWS offers.',
    },
    // ---------------------------------------------------------------- Day 15
    {
      topicName: 'AWS networking: VPCs, subnets, route tables and security groups',
      explanation: `A **VPC (Virtual Private Cloud)** is your private network in an AWS region, with an address range such as \`10.0.0.0/16\`. You divide it into **subnets**, each in one Availability Zone. Whether a subnet is "public" or "private" depends entirely on its **route table**:

- **Public subnet:** has a route \`0.0.0.0/0 → Internet Gateway\`. Instances with a public IP can be reached from the internet. Load balancers and bastion hosts go here.
- **Private subnet:** has no route to the internet gateway. Databases and internal services go here. For outbound internet access (package updates, external APIs) they use a **NAT gateway**.

\`\`\`text
VPC 10.0.0.0/16 (ap-south-1)
├── public-a   10.0.1.0/24  route 0.0.0.0/0 -> igw      [load balancer, Pulse EC2]
├── public-b   10.0.2.0/24  route 0.0.0.0/0 -> igw
├── private-a  10.0.11.0/24 route 0.0.0.0/0 -> nat-gw   [RDS, Redis]
└── private-b  10.0.12.0/24 route 0.0.0.0/0 -> nat-gw
\`\`\`

**Security groups** are stateful firewalls attached to instances and other resources. They only have *allow* rules, and return traffic is allowed automatically. Their best feature is that a rule can reference **another security group** instead of an IP range:

\`\`\`bash
# Allow PostgreSQL only from instances in the web security group
aws ec2 authorize-security-group-ingress --group-id sg-db123 \\
  --protocol tcp --port 5432 --source-group sg-web456
\`\`\`

**Network ACLs** are stateless, subnet-level rules (allow and deny). Most teams leave them at their defaults and rely on security groups.

**Cost traps to know:** a NAT gateway is billed per hour plus per GB processed, roughly $30–40 a month before data, with no free tier. AWS also charges for every public IPv4 address (since 2024). The **S3 gateway endpoint** is free and keeps S3 traffic off the NAT.

**Common mistake:** a database in a public subnet with a security group allowing \`0.0.0.0/0\` on port 5432. Internet scanners find it within hours and start guessing passwords. Databases belong in private subnets, with access only from the application's security group.

**Check it works:** from your laptop, \`nc -zv <db-host> 5432\` should time out. From the Pulse EC2 instance in the same VPC, it should connect. In the console, check that each subnet's route table matches its intended role.`,
      quiz: [
        {
          question: 'What makes a subnet public or private?',
          answer: 'Its route table: a public subnet has a 0.0.0.0/0 route to an internet gateway; a private subnet does not (it may route outbound traffic via a NAT gateway).',
          keyPoints: ['route table', 'internet gateway route', 'NAT for private'],
        },
        {
          question: 'What does it mean that security groups are stateful?',
          answer: 'If inbound traffic is allowed, the response traffic is automatically allowed back out (and vice versa), without separate rules.',
          keyPoints: ['return traffic allowed', 'no separate rule'],
        },
        {
          question: 'Why reference a security group instead of an IP range in a database rule?',
          answer: 'It allows exactly the instances in the app\'s security group, even as their IPs change or they scale, and nothing else.',
          keyPoints: ['only app instances', 'IPs can change', 'as they scale'],
        },
        {
          question: 'Name two AWS networking costs that surprise beginners.',
          answer: 'NAT gateways (hourly plus per-GB charges, no free tier) and public IPv4 addresses, which are charged per hour.',
          keyPoints: ['NAT gateway', 'public IPv4 charge'],
        },
      ],
      handsOnTask:
        'Draw Pulse\'s target VPC with public and private subnets in two AZs. In your account, inspect the default VPC\'s route tables and create two security groups, web (80 from anywhere) and db (5432 from web only), and prove the db rule works with nc from EC2 and fails from your laptop.',
      project: 'Designs Pulse\'s network: public web tier, private data tier and group-to-group firewall rules.',
      exercise: 'Split 10.0.0.0/16 into four /24 subnets and two /20 subnets without overlaps, listing each range.',
      beginnerTip: 'When something cannot connect, check in this order: the route table, then the security group inbound rules, then whether the service is actually listening.',
      advancedNote:
        'VPC Flow Logs record accepted and rejected connections per network interface, the definitive way to see whether a security group is dropping traffic; Reachability Analyzer can trace a path statically without sending packets.',
    },
    // ---------------------------------------------------------------- Day 16
    {
      topicName: 'Choosing compute on AWS: EC2, ECS Fargate and Lambda',
      explanation: `AWS offers many ways to run code, and the right choice depends on how much you want to manage and how your traffic behaves.

| Option | You manage | Billing | Good for |
|---|---|---|---|
| **EC2** | OS, patching, Docker, scaling | per second while running | full control, steady load, learning |
| **ECS on Fargate** | container definitions only | per vCPU and GB-second of tasks | containerised services without servers |
| **Lambda** | function code only | per request and GB-second, scales to zero | event-driven work, spiky or low traffic |
| **EKS** | Kubernetes workloads | $0.10/hour per cluster plus nodes | teams already invested in Kubernetes |

**Lambda** runs a function in response to events (HTTP, S3 uploads, queues, schedules). Its always-free allowance of 1 million requests and 400,000 GB-seconds per month covers many side projects. A Node.js handler:

\`\`\`js
// index.mjs
export const handler = async (event) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ app: 'pulse-fn', path: event.rawPath }),
});
\`\`\`

\`\`\`bash
zip fn.zip index.mjs
aws lambda create-function --function-name pulse-fn --runtime nodejs22.x \\
  --handler index.handler --zip-file fileb://fn.zip \\
  --role arn:aws:iam::123456789012:role/pulse-fn-role
# then in the console: Configuration -> Function URL -> Create (auth type NONE) and curl it
\`\`\`

Lambda's trade-offs: **cold starts** (the first request to a new instance takes longer), a **15-minute maximum** run time, no local disk that persists between calls, and costs that can exceed a small server under constant high load.

**ECS on Fargate** runs your *existing container image* with no servers to manage. You define a task (image, CPU, memory, environment variables) and a service (how many copies, which load balancer). It is the natural next step from Pulse on EC2 once you want zero-downtime deploys and autoscaling without running Kubernetes.

**Common mistake:** choosing Kubernetes (EKS) for a single small app because it is popular. The control plane alone costs about $73 a month, and running a cluster is a job in itself. Start with the simplest option that meets your needs, and move up when you have a concrete reason.

**Check it works:** call the Lambda function URL with curl and see the JSON. Open *CloudWatch Logs* for \`/aws/lambda/pulse-fn\` and find the \`REPORT\` line showing duration, billed duration, memory used and (on a cold start) the init duration.`,
      quiz: [
        {
          question: 'When is Lambda a better fit than EC2?',
          answer: 'For event-driven or spiky, low-average traffic where scaling to zero and paying per request saves money and removes server management.',
          keyPoints: ['event-driven work', 'spiky traffic', 'scales to zero'],
        },
        {
          question: 'What are two limitations of Lambda?',
          answer: 'Cold starts add latency to some requests, and executions are limited to 15 minutes; it can also cost more than a server under constant high load.',
          keyPoints: ['cold starts', '15 minute limit', 'costly at constant load'],
        },
        {
          question: 'What does ECS on Fargate manage for you compared with EC2?',
          answer: 'It runs your containers without you provisioning or patching servers; you define tasks and services and pay for the CPU and memory the tasks use.',
          keyPoints: ['no servers to manage', 'runs containers', 'pay per task resources'],
        },
        {
          question: 'Why is EKS usually wrong for one small app?',
          answer: 'It has a fixed control plane cost and significant operational complexity that only pays off for many services or existing Kubernetes expertise.',
          keyPoints: ['control plane cost', 'operational complexity'],
        },
      ],
      handsOnTask:
        'Deploy the Lambda version of Pulse with a function URL and call it with curl. Find the REPORT log line for a cold and a warm invocation, and write a short comparison of EC2, Fargate and Lambda for Pulse\'s expected traffic.',
      project: 'Adds a serverless variant of Pulse and a written compute decision for the capstone.',
      exercise: 'Estimate the monthly cost of 2 million 100 ms Lambda invocations at 128 MB using the AWS Pricing Calculator, and compare it with one small EC2 instance.',
      beginnerTip: 'Lambda functions log to CloudWatch automatically. Open the function\'s Monitor tab, then View CloudWatch logs, whenever something fails.',
      advancedNote:
        'Lambda freezes execution environments between invocations and reuses them, so code outside the handler (SDK clients, DB connections) runs once per cold start; that is where to initialise expensive objects, and why connection pools to RDS need RDS Proxy at scale.',
    },
    // ---------------------------------------------------------------- Day 17
    {
      topicName: 'Storage and managed databases: S3 and RDS',
      explanation: `Servers should be disposable, and your data should not be. AWS gives you managed places to keep it.

**S3 (Simple Storage Service)** stores objects (files) in **buckets**, with effectively unlimited capacity and very high durability. Bucket names are global, so every name must be unique across all AWS accounts.

\`\`\`bash
aws s3 mb s3://pulse-assets-asha-2025 --region ap-south-1
aws s3api put-bucket-versioning --bucket pulse-assets-asha-2025 \\
  --versioning-configuration Status=Enabled          # keep old versions: undo deletes
aws s3 cp report.pdf s3://pulse-assets-asha-2025/reports/
aws s3 ls s3://pulse-assets-asha-2025/reports/
aws s3 presign s3://pulse-assets-asha-2025/reports/report.pdf --expires-in 600
\`\`\`

A **presigned URL** grants temporary access to one private object, so there is no need to make the bucket public. **Storage classes** (Standard, Standard-IA, Glacier) trade retrieval speed for price, and **lifecycle rules** move or delete objects automatically (for example, send logs to Glacier after 30 days and delete them after a year). New buckets have **Block Public Access** enabled by default. Keep it that way.

**RDS (Relational Database Service)** runs PostgreSQL, MySQL and others for you: provisioning, patching, automated backups with point-in-time recovery, and optional **Multi-AZ** failover. Eligible accounts get a small free-tier instance class (\`db.t3.micro\` or \`db.t4g.micro\`) with 20 GB of storage. Set it up safely:
- Put it in a **DB subnet group** of private subnets, with **Public access: No**.
- Allow port 5432 only from the app's security group (Day 15).
- Connect with \`sslmode=require\` and keep the password in SSM or Secrets Manager.
- Set the backup retention (1–35 days) and enable deletion protection for anything you care about.

**EBS** volumes are the disks of EC2 instances, tied to one AZ. **EFS** is a shared network file system. Prefer S3 for files that applications serve.

**Common mistake:** making a bucket public to "quickly share a file", or creating RDS with *Public access: Yes* and a wide-open security group. Leaks from public buckets are among the most common cloud breaches. Use presigned URLs or CloudFront with origin access control for public content, and keep databases private.

**Check it works:** open the presigned URL in a browser and it downloads. Open the plain object URL and you get \`AccessDenied\`. From EC2, \`psql "host=<rds-endpoint> sslmode=require user=pulse"\` connects, and from your laptop the connection times out.`,
      quiz: [
        {
          question: 'What is a presigned URL and why use it?',
          answer: 'A time-limited URL signed with your credentials that grants access to one private S3 object, so files can be shared without making the bucket public.',
          keyPoints: ['time-limited access', 'private object', 'no public bucket'],
        },
        {
          question: 'What does S3 versioning protect against?',
          answer: 'Accidental overwrites and deletes, because previous versions of each object are kept and can be restored.',
          keyPoints: ['accidental deletes', 'previous versions restored'],
        },
        {
          question: 'What does RDS manage for you?',
          answer: 'Provisioning, patching, automated backups with point-in-time recovery and optional Multi-AZ failover; you still manage schema, queries and access.',
          keyPoints: ['patching and provisioning', 'automated backups', 'Multi-AZ failover'],
        },
        {
          question: 'How should network access to an RDS instance be configured?',
          answer: 'Place it in private subnets with public access disabled and allow its port only from the application\'s security group.',
          keyPoints: ['private subnets', 'no public access', 'allow app security group'],
        },
      ],
      handsOnTask:
        'Create a versioned, private S3 bucket for Pulse, upload a file, share it via a presigned URL, and show AccessDenied on the plain URL. Optionally create a free-tier RDS PostgreSQL in private subnets and connect from EC2 only.',
      project: 'Gives Pulse durable, private storage: an S3 bucket for assets and a plan for a private managed database.',
      exercise: 'Write an S3 lifecycle rule that moves objects under logs/ to Glacier after 30 days and deletes them after 365 days.',
      beginnerTip: 'Put your initials and a date in bucket names (pulse-assets-asha-2025). Names are global, so generic ones are already taken.',
      advancedNote:
        'S3 is strongly consistent for reads after writes and lists; design keys for your access patterns (prefixes by date or tenant) and use S3 event notifications to trigger Lambda processing when objects arrive.',
    },
    // ---------------------------------------------------------------- Day 18
    {
      topicName: 'Infrastructure as Code with Terraform',
      explanation: `Clicking through the console is fine for learning, but you cannot review it, repeat it or undo it. **Infrastructure as Code (IaC)** describes infrastructure in files kept in Git. You review changes in pull requests, apply them automatically, and can rebuild an environment from scratch. **Terraform** (or its open-source fork OpenTofu, with the same language) is the most widely used IaC tool, and it works across AWS, GCP, Azure, GitHub, Cloudflare and hundreds of other providers.

\`\`\`hcl
# main.tf
terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 6.0" }
  }
}

provider "aws" {
  region = var.region
}

variable "region" {
  type    = string
  default = "ap-south-1"
}

resource "aws_s3_bucket" "assets" {
  bucket = "pulse-assets-asha-tf"
  tags   = { project = "pulse", managed_by = "terraform" }
}

resource "aws_s3_bucket_versioning" "assets" {
  bucket = aws_s3_bucket.assets.id          # a reference creates a dependency
  versioning_configuration { status = "Enabled" }
}

output "bucket_arn" {
  value = aws_s3_bucket.assets.arn
}
\`\`\`

\`\`\`bash
terraform init       # download providers
terraform fmt        # format the files
terraform validate   # check syntax and references
terraform plan       # show what would change: + create, ~ update, - destroy
terraform apply      # make it so (after you confirm)
terraform destroy    # remove everything this configuration manages
\`\`\`

Terraform is **declarative**: you describe the desired end state, and \`plan\` calculates the difference from reality. References such as \`aws_s3_bucket.assets.id\` tell Terraform the order in which to create things. Terraform records what it manages in **state** (\`terraform.tfstate\`), which maps each resource in your code to a real resource ID.

**Common mistakes:**
- Changing Terraform-managed resources by hand in the console. That is **drift**, and the next \`plan\` will try to undo your manual change. Make every change in code.
- Committing \`terraform.tfstate\` to Git. It can contain secrets (for example database passwords) in plain text. Add \`*.tfstate*\` and \`.terraform/\` to \`.gitignore\`, and use remote state (Day 19).
- Applying without reading the plan. A \`-/+\` line ("must be replaced") means destroy and recreate, which is fatal for a database.

**Check it works:** after \`apply\`, a second \`terraform plan\` should say *No changes. Your infrastructure matches the configuration.* Turn off versioning in the console and plan again. Terraform detects the drift and proposes to restore it.`,
      quiz: [
        {
          question: 'What is Infrastructure as Code and why is it better than console clicks?',
          answer: 'Describing infrastructure in version-controlled files that a tool applies; changes are reviewable, repeatable, automatable and can rebuild environments from scratch.',
          keyPoints: ['version-controlled files', 'reviewable changes', 'repeatable and automatable'],
        },
        {
          question: 'What does terraform plan do?',
          answer: 'It compares the configuration with the recorded state and real infrastructure and shows what it would create, update or destroy, without changing anything.',
          keyPoints: ['compares configuration and state', 'shows changes', 'changes nothing'],
        },
        {
          question: 'What is Terraform state and why must it not be committed to Git?',
          answer: 'State maps resources in code to real resource IDs and attributes; it can contain secrets in plain text and must be shared safely via a remote backend, not Git.',
          keyPoints: ['maps code to real resources', 'contains secrets', 'remote backend'],
        },
        {
          question: 'What is drift?',
          answer: 'When real infrastructure is changed outside Terraform so it no longer matches the code; the next plan proposes to revert it.',
          keyPoints: ['changed outside Terraform', 'plan reverts it'],
        },
      ],
      handsOnTask:
        'Write Terraform for Pulse\'s S3 bucket with versioning and tags, then run init, plan and apply. Show a clean second plan, then create drift in the console and show the plan that fixes it. Finish with terraform destroy.',
      project: 'Starts managing Pulse\'s AWS resources as code with Terraform.',
      exercise: 'Add an aws_security_group resource for Pulse\'s web server with ingress on 80 and 443, and read the plan output line by line.',
      beginnerTip: 'Read every plan from the bottom summary line up ("Plan: 2 to add, 0 to change, 0 to destroy"). If the destroy count is unexpected, stop.',
      advancedNote:
        'Terraform builds a dependency graph from references and applies independent resources in parallel; lifecycle { prevent_destroy = true } guards critical resources, and create_before_destroy avoids downtime when replacements are unavoidable.',
    },
    // ---------------------------------------------------------------- Day 19
    {
      topicName: 'Terraform for teams: remote state, modules and environments',
      explanation: `A Terraform setup on one laptop breaks as soon as a second person (or CI) runs it. Three practices make it work for a team.

**1. Remote state with locking.** Store state in a versioned, encrypted S3 bucket, so everyone and CI share one source of truth and two applies cannot run at the same time:

\`\`\`hcl
terraform {
  backend "s3" {
    bucket       = "pulse-tfstate-asha"
    key          = "prod/terraform.tfstate"
    region       = "ap-south-1"
    encrypt      = true
    use_lockfile = true    # S3-native locking (Terraform 1.10+); older setups used DynamoDB
  }
}
\`\`\`

**2. Modules** package reusable infrastructure with inputs (variables) and outputs:

\`\`\`hcl
# envs/prod/main.tf
module "network" {
  source = "../../modules/network"
  name   = "pulse-prod"
  cidr   = "10.0.0.0/16"
}

module "web" {
  source        = "../../modules/web"
  subnet_id     = module.network.public_subnet_ids[0]
  instance_type = "t3.micro"
}
\`\`\`

**3. Environments as separate root configurations:** \`envs/dev\` and \`envs/prod\` call the same modules with different variables, and each has its **own state key**. A mistake in dev can then never touch prod. (Workspaces are an alternative, but separate directories make the differences explicit.)

**In CI:** run \`terraform fmt -check\`, \`validate\` and \`plan\` on every pull request, and post the plan as a PR comment. Run \`apply\` only after merge, behind an environment approval. To bring resources that were created by hand under management, add an \`import\` block (with \`to = aws_s3_bucket.legacy\` and \`id = "old-bucket"\`) and plan until there are no changes.

**Common mistake:** keeping state on a laptop, or in an S3 bucket without versioning. Two people apply from different copies of the state, one overwrites the other, and Terraform "forgets" resources that still exist (and keep costing money). A state bucket with versioning lets you recover an earlier state file when something goes wrong.

**Check it works:** run \`terraform plan\` in two terminals at the same moment. The second one waits or fails with *Error acquiring the state lock*. Then list the object versions of the state file in S3 after two applies.`,
      quiz: [
        {
          question: 'Why use a remote backend with locking for Terraform state?',
          answer: 'So the team and CI share one state file and locking prevents two applies from running concurrently and corrupting or overwriting state.',
          keyPoints: ['shared state', 'state locking', 'prevent concurrent applies'],
        },
        {
          question: 'What is a Terraform module?',
          answer: 'A reusable package of Terraform configuration with input variables and outputs, called from other configurations.',
          keyPoints: ['reusable configuration', 'inputs and outputs'],
        },
        {
          question: 'Why give dev and prod separate state?',
          answer: 'So a plan or apply in one environment can never modify the other, limiting the blast radius of mistakes.',
          keyPoints: ['never modify other', 'limit blast radius'],
        },
        {
          question: 'What should a Terraform CI pipeline do on pull requests versus after merge?',
          answer: 'On PRs: fmt check, validate and plan, showing the plan for review; after merge: apply, ideally behind an approval.',
          keyPoints: ['plan on PR', 'apply after merge', 'behind an approval'],
        },
      ],
      handsOnTask:
        'Create a versioned, encrypted state bucket, move Pulse\'s Terraform to an S3 backend with locking, and split it into a network module and envs/dev plus envs/prod. Demonstrate the lock error with two simultaneous plans.',
      project: 'Makes Pulse\'s infrastructure code team-ready: shared locked state, modules and separate environments.',
      exercise: 'Import an S3 bucket you created by hand into Terraform with an import block and get the plan to "No changes".',
      beginnerTip: 'Create the state bucket itself once by hand (or with a tiny separate configuration). It is the one resource that cannot store its own state.',
      advancedNote:
        'terraform plan -out=plan.bin followed by terraform apply plan.bin guarantees that exactly the reviewed plan is applied, even if the code or infrastructure changed in between; policy-as-code tools (OPA/Conftest, Checkov) can block risky plans automatically.',
    },
    // ---------------------------------------------------------------- Day 20
    {
      topicName: 'Kubernetes fundamentals: pods, deployments and services',
      explanation: `**Kubernetes** runs containers across a cluster of machines and keeps them in the state you declare. You write YAML describing *what* should run ("3 copies of pulse:0.2.0"), and **controllers** continuously compare that desired state with reality and fix any difference. That **reconciliation loop** is the central idea.

The core objects:
- **Pod:** one or more containers that share a network and storage. It is the smallest unit. Pods are disposable and get new IPs when they are replaced.
- **Deployment:** keeps N identical pods running and performs rolling updates.
- **Service:** a stable name and virtual IP that load-balances across the pods matching a **label selector**.

Practise locally with **kind** (Kubernetes in Docker):

\`\`\`bash
kind create cluster --name pulse
kind load docker-image pulse:0.2.0 --name pulse    # make the local image available
\`\`\`

\`\`\`yaml
# k8s/pulse.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: pulse
spec:
  replicas: 3
  selector:
    matchLabels: { app: pulse }
  template:
    metadata:
      labels: { app: pulse }
    spec:
      containers:
        - name: pulse
          image: pulse:0.2.0
          ports: [{ containerPort: 8080 }]
          env: [{ name: REDIS_URL, value: "redis://cache:6379" }]
---
apiVersion: v1
kind: Service
metadata:
  name: pulse
spec:
  selector: { app: pulse }
  ports: [{ port: 80, targetPort: 8080 }]
\`\`\`

Create a matching Deployment and Service named \`cache\` for \`redis:7-alpine\` in the same way, then:

\`\`\`bash
kubectl apply -f k8s/
kubectl get pods -o wide
kubectl describe pod <name>          # events explain most problems
kubectl logs deploy/pulse
kubectl port-forward svc/pulse 8080:80
\`\`\`

**Common mistake:** using an image that the cluster cannot pull. With \`:latest\`, Kubernetes defaults to \`imagePullPolicy: Always\` and tries to pull from a registry, so a locally loaded \`pulse:latest\` fails with \`ErrImagePull\` / \`ImagePullBackOff\`. Use a specific tag (which defaults to \`IfNotPresent\`), or push to a registry the cluster can reach.

**Check it works:** \`curl localhost:8080\` through the port-forward returns JSON. Run \`kubectl delete pod <one-pulse-pod>\` and then \`kubectl get pods\`: a replacement is already starting. Run \`kubectl scale deploy/pulse --replicas=5\` and watch two more pods appear.`,
      quiz: [
        {
          question: 'What is the reconciliation loop in Kubernetes?',
          answer: 'Controllers continuously compare the desired state you declared with the actual state and take actions to make them match, e.g. recreating deleted pods.',
          keyPoints: ['desired vs actual state', 'controllers compare states', 'make them match'],
        },
        {
          question: 'What are Pods, Deployments and Services?',
          answer: 'A Pod runs one or more containers; a Deployment keeps a set number of identical pods running and rolls out updates; a Service gives a stable name and load-balances to pods selected by labels.',
          keyPoints: ['pod runs containers', 'deployment keeps replicas', 'service stable endpoint'],
        },
        {
          question: 'How does a Service know which pods to send traffic to?',
          answer: 'Through its label selector: it routes to ready pods whose labels match, such as app: pulse.',
          keyPoints: ['label selector', 'matching labels'],
        },
        {
          question: 'Why might a locally built pulse:latest image fail with ImagePullBackOff?',
          answer: 'For :latest the default pull policy is Always, so Kubernetes tries to pull from a registry where the image does not exist; use a specific tag or push to a registry.',
          keyPoints: ['pull policy Always', 'not in registry', 'use specific tag'],
        },
      ],
      handsOnTask:
        'Create a kind cluster, load Pulse\'s image, and apply Deployments and Services for Pulse and Redis. Show kubectl get pods, a working curl through port-forward, self-healing after deleting a pod, and scaling to 5 replicas.',
      project: 'Runs Pulse on Kubernetes locally with replicas, a Service and self-healing.',
      exercise: 'Use kubectl explain deployment.spec.strategy and write down what maxSurge and maxUnavailable control.',
      beginnerTip: 'When a pod is not running, run kubectl describe pod and read the Events section at the bottom first.',
      advancedNote:
        'Services get a cluster DNS name (pulse.default.svc.cluster.local) and a virtual IP implemented by kube-proxy rules on every node; only pods passing readiness checks are added to the Service\'s EndpointSlices.',
    },
    // ---------------------------------------------------------------- Day 21
    {
      topicName: 'Kubernetes configuration, probes, resources and rolling updates',
      explanation: `A Deployment that merely runs is not production-ready. It also needs **configuration**, **health probes**, **resource settings** and **safe rollouts**.

\`\`\`bash
kubectl create configmap pulse-config --from-literal=APP_VERSION=0.3.0 --from-literal=LOG_LEVEL=info
kubectl create secret generic pulse-secrets --from-literal=REDIS_URL=redis://cache:6379
\`\`\`

\`\`\`yaml
spec:
  replicas: 3
  strategy:
    rollingUpdate: { maxSurge: 1, maxUnavailable: 0 }   # never drop below 3 ready
  template:
    spec:
      containers:
        - name: pulse
          image: pulse:0.3.0
          envFrom:
            - configMapRef: { name: pulse-config }
            - secretRef: { name: pulse-secrets }
          resources:
            requests: { cpu: 100m, memory: 128Mi }   # used for scheduling
            limits: { memory: 256Mi }                # exceeded -> OOMKilled
          readinessProbe:                            # receive traffic?
            httpGet: { path: /health, port: 8080 }
            periodSeconds: 5
          livenessProbe:                             # restart if stuck?
            httpGet: { path: /health, port: 8080 }
            initialDelaySeconds: 10
            periodSeconds: 10
\`\`\`

- **Readiness** decides whether a pod is in the Service's rotation. A pod that fails it stops receiving traffic but keeps running. **Liveness** decides whether the kubelet should **restart** the container.
- **Requests** reserve capacity, and the scheduler places pods only on nodes with that much free. \`100m\` means a tenth of a CPU. **Limits** cap usage: a container over its memory limit is OOMKilled, and one over its CPU limit is throttled.
- **Secrets** are only base64-encoded, not encrypted. Anyone who can read them in the namespace sees the values. Restrict access with RBAC, and enable encryption at rest (or an external secrets manager) in real clusters.

Roll out and roll back:

\`\`\`bash
kubectl set image deploy/pulse pulse=pulse:0.3.1
kubectl rollout status deploy/pulse
kubectl rollout undo deploy/pulse      # back to the previous ReplicaSet
\`\`\`

**Common mistake:** a liveness probe that checks *dependencies*. If \`/health\` fails whenever Redis is unreachable, a short Redis blip makes every pod fail liveness, and Kubernetes restarts all of them at once, turning a small problem into a full outage. Liveness should only ask "is this process stuck?". Put dependency checks in readiness, if anywhere.

**Check it works:** deploy an image whose \`/health\` returns 500. With \`maxUnavailable: 0\`, the rollout stalls, the new pod never becomes ready, and the old pods keep serving. \`kubectl rollout undo\` restores the previous version.`,
      quiz: [
        {
          question: 'What is the difference between a readiness probe and a liveness probe?',
          answer: 'Readiness controls whether the pod receives traffic (failing removes it from the Service); liveness controls whether the container is restarted.',
          keyPoints: ['readiness controls traffic', 'liveness restarts container'],
        },
        {
          question: 'What is the difference between resource requests and limits?',
          answer: 'Requests are reserved amounts the scheduler uses to place pods; limits are maximums enforced at runtime (memory over limit is OOMKilled, CPU is throttled).',
          keyPoints: ['requests for scheduling', 'limits are maximum', 'OOMKilled or throttled'],
        },
        {
          question: 'Are Kubernetes Secrets encrypted by default?',
          answer: 'No. They are only base64-encoded, not encrypted; protect them with RBAC and enable encryption at rest or use an external secrets manager.',
          keyPoints: ['base64-encoded only', 'not encrypted', 'RBAC and encryption at rest'],
        },
        {
          question: 'Why should a liveness probe not check dependencies like Redis?',
          answer: 'A dependency outage would fail liveness on every pod and trigger mass restarts, amplifying a small failure into a full outage.',
          keyPoints: ['dependency outage', 'mass restarts', 'amplifies outage'],
        },
      ],
      handsOnTask:
        'Add a ConfigMap, Secret, requests and limits, both probes and a rolling-update strategy to Pulse\'s Deployment. Roll out a broken image, show the stalled rollout with old pods still serving, then roll back with kubectl rollout undo.',
      project: 'Makes Pulse\'s Kubernetes deployment production-shaped: config, secrets, probes, resources and safe rollouts.',
      exercise: 'Set a 20Mi memory limit on a pod that allocates memory, and find OOMKilled in kubectl describe pod output.',
      beginnerTip: 'Change one setting at a time and re-apply. Kubernetes errors are much easier to read when only one thing changed.',
      advancedNote:
        'Pods with equal requests and limits for every resource get the Guaranteed QoS class and are evicted last under node pressure; many teams omit CPU limits (keeping requests) to avoid CFS throttling latency while still limiting memory.',
    },
    // ---------------------------------------------------------------- Day 22
    {
      topicName: 'Secure CI/CD: OIDC to AWS, environments and approvals',
      explanation: `Until now your pipeline authenticated with long-lived secrets (an SSH key). The modern approach is **OIDC federation**: for each run, GitHub issues a short-lived signed identity token, and AWS exchanges it for **temporary credentials** of an IAM role, but only if the token comes from the exact repository and branch you trust. No AWS keys are stored anywhere.

**1. In AWS:** add an IAM OIDC identity provider for \`token.actions.githubusercontent.com\` (audience \`sts.amazonaws.com\`), then create a role with this trust policy:

\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Principal": { "Federated": "arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com" },
    "Action": "sts:AssumeRoleWithWebIdentity",
    "Condition": {
      "StringEquals": {
        "token.actions.githubusercontent.com:aud": "sts.amazonaws.com",
        "token.actions.githubusercontent.com:sub": "repo:asha/pulse:ref:refs/heads/main"
      }
    }
  }]
}
\`\`\`

Give the role only the permissions it needs (push to the \`pulse\` ECR repository, run the deploy command).

**2. In the workflow:**

\`\`\`yaml
permissions:
  id-token: write      # allow requesting the OIDC token
  contents: read
concurrency: deploy-prod   # never run two deploys at once

jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::123456789012:role/pulse-github-deploy
          aws-region: ap-south-1
      - id: ecr
        uses: aws-actions/amazon-ecr-login@v2
      - run: |
          docker build -t "$REGISTRY/pulse:$GITHUB_SHA" .
          docker push "$REGISTRY/pulse:$GITHUB_SHA"
        env:
          REGISTRY: \${{ steps.ecr.outputs.registry }}
\`\`\`

**GitHub environments** (*Settings → Environments*) add protection rules: required reviewers before a production job runs, a wait timer, and deployment branches restricted to \`main\`. Environment secrets are only available to jobs that target that environment.

**Common mistake:** a trust policy without a \`sub\` condition, or with a broad wildcard like \`repo:*\`. Then **any** GitHub repository, including an attacker's, can assume your role. Always pin the \`sub\` claim to your repository, and to a branch or environment.

**Check it works:** the workflow log shows the assumed role, and \`aws sts get-caller-identity\` in a step prints the role ARN. Delete any old AWS access-key secrets from the repository, and run the workflow from a feature branch: role assumption fails, as it should.`,
      quiz: [
        {
          question: 'How does OIDC federation remove long-lived AWS keys from CI?',
          answer: 'GitHub issues a short-lived signed token per run; AWS verifies it against the trusted provider and role conditions and returns temporary credentials, so nothing permanent is stored.',
          keyPoints: ['short-lived token', 'temporary credentials', 'no stored keys'],
        },
        {
          question: 'Why is the sub condition in the trust policy critical?',
          answer: 'It restricts which repository and branch or environment can assume the role; without it, any GitHub repository could obtain your AWS credentials.',
          keyPoints: ['restricts repository', 'branch or environment', 'any repository could assume'],
        },
        {
          question: 'What permission must the workflow grant to use OIDC?',
          answer: 'permissions: id-token: write, which allows the job to request the OIDC token.',
          keyPoints: ['id-token write'],
        },
        {
          question: 'What do GitHub environments add to a deployment pipeline?',
          answer: 'Protection rules such as required reviewers, wait timers and branch restrictions, plus secrets scoped to that environment.',
          keyPoints: ['required reviewers', 'branch restrictions', 'scoped secrets'],
        },
      ],
      handsOnTask:
        'Set up the GitHub OIDC provider and a least-privilege deploy role in AWS, switch Pulse\'s workflow to push to ECR using configure-aws-credentials, and add a production environment with a required reviewer. Show a successful run from main and a failed role assumption from another branch.',
      project: 'Removes all long-lived cloud credentials from Pulse\'s pipeline and gates production behind approval.',
      exercise: 'Change the trust policy so only jobs using the production environment can assume the role (sub = repo:<you>/pulse:environment:production) and test it.',
      beginnerTip: 'If role assumption fails with "Not authorized to perform sts:AssumeRoleWithWebIdentity", compare the sub in the trust policy character by character with your repository and branch.',
      advancedNote:
        'When a job declares environment: production, GitHub sets the token\'s sub claim to repo:OWNER/REPO:environment:production instead of the branch ref, so trust policies must match the claim format the job actually produces.',
    },
    // ---------------------------------------------------------------- Day 23
    {
      topicName: 'Monitoring and alerting with CloudWatch',
      explanation: `You cannot operate what you cannot see. **Observability** rests on three kinds of signal: **metrics** (numbers over time, cheap to store and good for alerting), **logs** (detailed events, good for investigating) and **traces** (the path of one request across services). For user-facing services, Google's SRE book recommends the **four golden signals**: **latency**, **traffic**, **errors** and **saturation** (how full your resources are).

**Ship Pulse's logs to CloudWatch Logs** with Docker's \`awslogs\` driver. The instance role needs the \`logs:CreateLogGroup\`, \`logs:CreateLogStream\` and \`logs:PutLogEvents\` permissions:

\`\`\`bash
docker run -d --name pulse -p 80:8080 \\
  --log-driver awslogs \\
  --log-opt awslogs-region=ap-south-1 \\
  --log-opt awslogs-group=/pulse/prod \\
  --log-opt awslogs-create-group=true \\
  <image>
\`\`\`

Then search the logs with **Logs Insights**:

\`\`\`text
fields @timestamp, @message
| filter @message like /error/
| sort @timestamp desc
| limit 20
\`\`\`

**Alarm on a metric** and notify an SNS topic that sends you email:

\`\`\`bash
aws sns create-topic --name pulse-alerts
aws sns subscribe --topic-arn <topic-arn> --protocol email --notification-endpoint you@example.com
aws cloudwatch put-metric-alarm --alarm-name pulse-cpu-high \\
  --namespace AWS/EC2 --metric-name CPUUtilization \\
  --dimensions Name=InstanceId,Value=i-0abc123 \\
  --statistic Average --period 300 --evaluation-periods 2 \\
  --threshold 80 --comparison-operator GreaterThanThreshold \\
  --alarm-actions <topic-arn>
\`\`\`

Also add an alarm on \`StatusCheckFailed_System\` with the EC2 **recover** action, which moves the instance to healthy hardware automatically. Outside AWS, the same ideas map to **Prometheus** (which scrapes \`/metrics\` endpoints) and **Grafana** dashboards.

**Common mistake:** paging people on *causes* instead of *symptoms*. "CPU is at 85%" often harms nobody, and alerts that fire without user impact train everyone to ignore alerts. Page on symptoms (error rate, failing health checks, high latency), and send causes to dashboards or low-priority tickets. Every page should need a human to act.

**Check it works:** run \`yes > /dev/null &\` twice on the instance to load the CPU. Within about 10 minutes the alarm goes to *In alarm* and you get the email. Kill the processes (\`kill %1 %2\`) and watch it return to *OK*.`,
      quiz: [
        {
          question: 'What are the four golden signals?',
          answer: 'Latency, traffic, errors and saturation.',
          keyPoints: ['request latency', 'traffic volume', 'error rate', 'resource saturation'],
        },
        {
          question: 'How do metrics, logs and traces differ in purpose?',
          answer: 'Metrics are aggregated numbers over time for dashboards and alerts; logs are detailed event records for investigation; traces follow one request across services to find where time is spent.',
          keyPoints: ['metrics for alerting', 'logs for detail', 'traces follow requests'],
        },
        {
          question: 'Why alert on symptoms rather than causes?',
          answer: 'Symptoms like error rate and latency reflect real user impact; cause-based alerts such as high CPU often fire without impact, causing alert fatigue.',
          keyPoints: ['user impact', 'alert fatigue', 'alerts without impact'],
        },
        {
          question: 'How do container logs reach CloudWatch in this setup?',
          answer: 'Docker\'s awslogs log driver sends the container\'s stdout/stderr to a CloudWatch log group, using the instance role\'s permissions.',
          keyPoints: ['awslogs driver', 'stdout and stderr', 'instance role'],
        },
      ],
      handsOnTask:
        'Send Pulse\'s container logs to CloudWatch, write a Logs Insights query that finds errors, and create a CPU alarm and a status-check recover alarm with SNS email. Trigger the CPU alarm deliberately and screenshot the ALARM state and the email.',
      project: 'Gives Pulse centralised logs, alarms and email alerts in CloudWatch.',
      exercise: 'Create a metric filter that counts log lines containing "error" and an alarm when there are more than 5 in 5 minutes.',
      beginnerTip: 'Confirm the SNS email subscription from your inbox. Until you click the link, no alert emails arrive.',
      advancedNote:
        'Custom metrics and high-resolution alarms cost money per metric; for application metrics at scale, the CloudWatch embedded metric format (structured log lines) or Amazon Managed Prometheus are usually cheaper than calling PutMetricData per request.',
    },
    // ---------------------------------------------------------------- Day 24
    {
      topicName: 'Reverse proxies, HTTPS and load balancers',
      explanation: `Users expect HTTPS, and browsers warn on plain HTTP. A **reverse proxy** sits in front of your app. It terminates TLS (handles certificates and encryption), redirects HTTP to HTTPS, compresses responses and forwards requests to the app on a private port. **Caddy** gets and renews free Let's Encrypt certificates automatically. **Nginx** with certbot is the classic alternative.

Point a DNS **A record** for \`pulse.example.com\` at your instance's public IP, open ports 80 and 443 in the security group, and run Caddy next to Pulse on the same Docker network:

\`\`\`text
# Caddyfile
pulse.example.com {
    encode gzip
    reverse_proxy web:8080
}
\`\`\`

\`\`\`bash
docker run -d --name caddy --network pulse-net -p 80:80 -p 443:443 \\
  -v "$PWD/Caddyfile:/etc/caddy/Caddyfile" -v caddy_data:/data caddy:2
\`\`\`

Pulse itself no longer publishes a port. Only Caddy is exposed. The app sees the original client address in the \`X-Forwarded-For\` header and the original scheme in \`X-Forwarded-Proto\`.

**On AWS at larger scale**, an **Application Load Balancer (ALB)** does this job across many instances and AZs. It has a listener on 443 with a free **ACM** certificate, a target group with a health check path (\`/health\`), and it sends traffic only to healthy targets. Put the instances in private subnets and let only the ALB's security group reach them. An ALB costs roughly $16–20 a month plus usage outside free-tier allowances, so for a single small server Caddy is the frugal choice.

**Common mistake:** not persisting the proxy's certificate storage. Without the \`caddy_data\` volume (or certbot's \`/etc/letsencrypt\`), every restart requests a brand-new certificate, and Let's Encrypt's rate limits (for example 5 duplicate certificates per week) lock you out of HTTPS for days. Another classic is an ALB health check path that returns 404 or a redirect, which marks every target unhealthy and returns 503 to everyone.

**Check it works:** \`curl -I http://pulse.example.com\` returns a **308** redirect to HTTPS. \`curl -vI https://pulse.example.com\` shows a certificate issued by Let's Encrypt, and an SSL Labs test grades the site A.`,
      quiz: [
        {
          question: 'What does a reverse proxy do in front of an app?',
          answer: 'It receives client requests, terminates TLS, can redirect HTTP to HTTPS and compress responses, and forwards requests to the app on a private port.',
          keyPoints: ['terminates TLS', 'forwards to app', 'HTTP to HTTPS'],
        },
        {
          question: 'How does the app learn the real client IP behind a proxy?',
          answer: 'The proxy adds the X-Forwarded-For header (and X-Forwarded-Proto for the scheme), which the app must trust only from its known proxy.',
          keyPoints: ['X-Forwarded-For header', 'trust known proxy'],
        },
        {
          question: 'Why must Caddy\'s /data (or certbot\'s certificates) be on a persistent volume?',
          answer: 'Otherwise certificates are lost on restart and re-requested each time, quickly hitting Let\'s Encrypt rate limits and breaking HTTPS; keep them on a persistent volume.',
          keyPoints: ['certificates lost', 'rate limits', 'persistent volume'],
        },
        {
          question: 'What happens if an ALB health check path returns 404?',
          answer: 'All targets are marked unhealthy and the load balancer returns 503 errors because it has no healthy targets to route to.',
          keyPoints: ['targets unhealthy', '503 errors'],
        },
      ],
      handsOnTask:
        'Point a domain or free subdomain at your Pulse instance, run Caddy with a persistent data volume, and remove Pulse\'s public port. Show the 308 redirect, the certificate details from curl -vI, and your SSL Labs grade.',
      project: 'Serves Pulse over HTTPS with automatic certificates behind a reverse proxy.',
      exercise: 'Sketch the same setup with an ALB, ACM certificate, target group and two instances in private subnets, listing each security group rule.',
      beginnerTip: 'No domain? Many free dynamic-DNS services give you a subdomain you can point at your instance for learning.',
      advancedNote:
        'HSTS (Strict-Transport-Security) tells browsers to always use HTTPS for your domain; add it only once HTTPS is solid, because a long max-age with a broken certificate locks users out until it expires.',
    },
    // ---------------------------------------------------------------- Day 25
    {
      topicName: 'DevSecOps: scanning, dependency updates and supply-chain security',
      explanation: `Most breaches do not exploit your code. They exploit what you *ship with it*: outdated base images, vulnerable dependencies, leaked tokens, compromised third-party actions. **DevSecOps** builds security checks into the pipeline, so problems are caught on every commit instead of in a yearly audit.

**1. Scan images** for known vulnerabilities (CVEs) with Trivy before pushing:

\`\`\`bash
trivy image --severity HIGH,CRITICAL --ignore-unfixed --exit-code 1 pulse:ci
\`\`\`

\`--exit-code 1\` fails the CI step when findings exist. \`--ignore-unfixed\` skips vulnerabilities that have no patch yet, which you could not fix anyway.

**2. Keep dependencies fresh** with Dependabot (\`.github/dependabot.yml\`):

\`\`\`yaml
version: 2
updates:
  - package-ecosystem: npm
    directory: /
    schedule: { interval: weekly }
  - package-ecosystem: docker
    directory: /
    schedule: { interval: weekly }
  - package-ecosystem: github-actions
    directory: /
    schedule: { interval: weekly }
\`\`\`

Your CI tests each update PR, so merging a green one is low-risk.

**3. Harden the pipeline itself:**
- Set \`permissions: contents: read\` at the top of every workflow, and grant more per job only where needed.
- **Pin third-party actions to a full commit SHA** (\`uses: some/action@<40-char-sha>  # v4.2.0\`). Tags can be moved. In March 2025 the popular \`tj-actions/changed-files\` action was compromised and its version tags were repointed to malicious code that printed CI secrets into logs. Workflows pinned to a SHA were not affected.
- Be careful with \`pull_request_target\`: it runs with secrets in the context of the base repository, so never check out and run code from the pull request in it.
- Generate an **SBOM** (software bill of materials) and provenance with \`docker buildx build --sbom=true --provenance=true\`, so you can answer "are we affected?" when the next big CVE is announced.

**Common mistake:** failing the build on *every* CVE, including low-severity and unfixable ones. The pipeline is red every day, people learn to ignore it or turn the scanner off, and you end up less secure. Gate on fixable HIGH/CRITICAL findings. Record justified exceptions in \`.trivyignore\` with a comment and a review date.

**Check it works:** scan an old image such as \`node:16\` and count the CRITICAL findings. Then scan Pulse's current image. Add the scan to CI, push a branch that uses the old base image, and see the pipeline fail.`,
      quiz: [
        {
          question: 'Why pin GitHub Actions to a commit SHA instead of a tag?',
          answer: 'Tags can be moved to different code, as in the tj-actions/changed-files compromise; a full SHA always refers to the same reviewed code, which protects against this kind of supply-chain attack.',
          keyPoints: ['tags can move', 'SHA immutable', 'supply-chain attack'],
        },
        {
          question: 'What do --exit-code 1 and --ignore-unfixed do in a Trivy scan?',
          answer: '--exit-code 1 makes the command fail when findings match, failing CI; --ignore-unfixed skips vulnerabilities that have no available fix.',
          keyPoints: ['fail the build', 'skip unfixable'],
        },
        {
          question: 'Why set permissions: contents: read at the top of workflows?',
          answer: 'It limits the GITHUB_TOKEN to read-only by default, so a compromised step cannot push code or change the repository; grant more only per job where needed.',
          keyPoints: ['token read-only', 'read-only default', 'limit damage'],
        },
        {
          question: 'Why is failing builds on every CVE counterproductive?',
          answer: 'Constant red builds from unfixable or low-severity issues cause people to ignore or disable the scanner; gate on fixable high-severity findings instead.',
          keyPoints: ['constant failures', 'scanner ignored', 'gate on fixable high'],
        },
      ],
      handsOnTask:
        'Add a Trivy scan step, Dependabot config, top-level read-only permissions and SHA-pinned third-party actions to Pulse\'s pipeline. Show a failing run with an old base image, a passing run after updating it, and the first Dependabot PR.',
      project: 'Adds vulnerability scanning, automated dependency updates and supply-chain hardening to Pulse\'s CI/CD.',
      exercise: 'Generate an SBOM for Pulse\'s image and find which version of a specific library (for example openssl or busybox) it contains.',
      beginnerTip: 'Start by scanning and reporting without failing the build for a week, fix the backlog, and then turn on the gate.',
      advancedNote:
        'SLSA (Supply-chain Levels for Software Artifacts) describes increasing guarantees about how artifacts are built; GitHub artifact attestations plus verification at deploy time let you refuse images not built by your own trusted workflow.',
    },
    // ---------------------------------------------------------------- Day 26
    {
      topicName: 'Capstone: a Terraform-built production environment on AWS',
      explanation: `The capstone rebuilds Pulse's production environment **entirely from code**, with no console clicks and no SSH. By the end of Day 28 one \`terraform apply\` plus one \`git push\` can recreate everything, and that is exactly what you will demonstrate in interviews.

Today you build the infrastructure with the modules from Day 19: a network with public subnets, a web security group allowing only 80 and 443, an ECR repository, an instance role and the EC2 host.

\`\`\`hcl
# Latest Amazon Linux 2023 AMI from AWS's public SSM parameter (no hard-coded IDs)
data "aws_ssm_parameter" "al2023" {
  name = "/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64"
}

resource "aws_iam_role" "pulse" {
  name = "pulse-ec2"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "sts:AssumeRole",
                   Principal = { Service = "ec2.amazonaws.com" } }]
  })
}

resource "aws_iam_role_policy_attachment" "ssm" {
  role       = aws_iam_role.pulse.name
  policy_arn = "arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore"   # shell and commands via SSM
}

resource "aws_iam_role_policy_attachment" "ecr" {
  role       = aws_iam_role.pulse.name
  policy_arn = "arn:aws:iam::aws:policy/AmazonEC2ContainerRegistryReadOnly"
}

resource "aws_iam_instance_profile" "pulse" {
  name = "pulse-ec2"
  role = aws_iam_role.pulse.name
}

resource "aws_instance" "pulse" {
  ami                    = data.aws_ssm_parameter.al2023.value
  instance_type          = "t3.micro"
  subnet_id              = module.network.public_subnet_ids[0]
  vpc_security_group_ids = [aws_security_group.web.id]    # 80/443 only: no port 22
  iam_instance_profile   = aws_iam_instance_profile.pulse.name
  user_data              = file("\${path.module}/bootstrap.sh")   # installs Docker, Caddy, deploy.sh
  tags                   = { Name = "pulse-prod", project = "pulse" }
}

resource "aws_ecr_repository" "pulse" {
  name                 = "pulse"
  image_tag_mutability = "IMMUTABLE"
}

output "instance_id" { value = aws_instance.pulse.id }
output "public_ip"   { value = aws_instance.pulse.public_ip }
\`\`\`

The instance has **no SSH key and no port 22**. You get a shell with AWS Systems Manager instead: \`aws ssm start-session --target <instance-id>\`. Access is controlled by IAM and logged in CloudTrail, and there is no key that can leak.

**Common mistake:** hard-coding an AMI ID copied from the console. AMI IDs are different in every region and go stale as AWS publishes patched images, so the configuration breaks in another region and quietly runs old software. Look up the latest image through the SSM public parameter, as above.

**Check it works:** \`terraform apply\` from a clean state finishes without errors, \`terraform output\` prints the instance ID and IP, \`aws ssm start-session\` opens a shell, and \`docker --version\` works inside it. \`nc -zv <ip> 22\` from your laptop times out.`,
      quiz: [
        {
          question: 'How can you get a shell on the instance without SSH or port 22?',
          answer: 'With AWS Systems Manager Session Manager (aws ssm start-session), which works through the SSM agent and the instance role, with access controlled by IAM and logged.',
          keyPoints: ['Session Manager', 'SSM agent', 'controlled by IAM'],
        },
        {
          question: 'Why look up the AMI via an SSM public parameter instead of hard-coding an ID?',
          answer: 'AMI IDs differ per region and become outdated as patched images are released; the parameter always returns the latest image for the region.',
          keyPoints: ['differs per region', 'become outdated', 'always latest'],
        },
        {
          question: 'Which IAM permissions does the Pulse instance role need, and why?',
          answer: 'AmazonSSMManagedInstanceCore for Session Manager and remote commands, and ECR read-only access to pull images; optionally SSM parameter and CloudWatch Logs permissions.',
          keyPoints: ['Session Manager access', 'ECR read-only', 'pull images'],
        },
        {
          question: 'What does an instance profile do?',
          answer: 'It attaches an IAM role to an EC2 instance so software on it receives the role\'s temporary credentials automatically.',
          keyPoints: ['attaches role to EC2', 'temporary credentials'],
        },
      ],
      handsOnTask:
        'Write the capstone Terraform (network module, security group, ECR, role and instance profile, EC2 with bootstrap.sh) and apply it from scratch. Show terraform output, an SSM session with docker --version, and a timed-out nc to port 22.',
      project: 'Builds the capstone\'s production infrastructure for Pulse entirely with Terraform, with no SSH access.',
      exercise: 'Write bootstrap.sh to install Docker, enable it at boot and place the Day 9 deploy script at /opt/pulse/deploy.sh.',
      beginnerTip: 'Apply in small steps: network first, then IAM, then the instance. When something fails, you will know which piece caused it.',
      advancedNote:
        'user_data runs only on first boot by default, so later edits do not reconfigure a running instance; set user_data_replace_on_change = true to rebuild instead, treating servers as immutable, or move configuration into the image (Packer) entirely.',
    },
    // ---------------------------------------------------------------- Day 27
    {
      topicName: 'Capstone: the full delivery pipeline with automatic rollback',
      explanation: `Today the capstone pipeline connects everything. **On pull requests:** tests, an image build, a Trivy scan and \`terraform plan\`. **On merge to main:** publish the image to ECR through OIDC, deploy it to the instance through SSM, smoke-test the live site, and stop with an error if the deploy fails. The Day 9 deploy script on the host handles rollback.

\`\`\`yaml
  deploy:
    needs: publish                  # publish exposes the image URI as a job output
    runs-on: ubuntu-latest
    environment: production         # required reviewer, main only
    steps:
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: \${{ vars.DEPLOY_ROLE_ARN }}
          aws-region: ap-south-1
      - name: Deploy via SSM Run Command
        env:
          INSTANCE_ID: \${{ vars.PULSE_INSTANCE_ID }}
          IMAGE: \${{ needs.publish.outputs.image }}
        run: |
          PARAMS=$(jq -nc --arg img "$IMAGE" '{commands: ["/opt/pulse/deploy.sh " + $img]}')
          CMD_ID=$(aws ssm send-command --instance-ids "$INSTANCE_ID" \\
            --document-name AWS-RunShellScript --parameters "$PARAMS" \\
            --query Command.CommandId --output text)
          aws ssm wait command-executed --command-id "$CMD_ID" --instance-id "$INSTANCE_ID"
      - name: Smoke test
        run: curl -fsS --retry 5 --retry-delay 3 https://pulse.example.com/health
\`\`\`

On the host, \`deploy.sh\` logs in to ECR (\`aws ecr get-login-password | docker login --username AWS --password-stdin <registry>\`), pulls the image, swaps the container, polls \`/health\`, and **rolls back to the previous image** with a non-zero exit if the new one is unhealthy. \`aws ssm wait command-executed\` then fails, the job turns red, and whoever merged gets notified. The smoke test checks the real public path too: DNS, TLS, proxy and app.

Pipeline properties to aim for:
- **One artifact, promoted:** the image built and scanned once is the one that gets deployed. Production never gets a rebuild.
- **Fast feedback:** PR checks finish in a few minutes. Slow pipelines lead to big, risky batches.
- **Reversible:** a bad deploy undoes itself, and a \`git revert\` redeploys the previous code through the same path.

**Common mistake:** a deploy step that "succeeds" without checking anything. \`send-command\` returns as soon as the command is *queued*, so without \`wait command-executed\` and a smoke test, a failed deploy still shows a green pipeline. A deployment is done when the new version is healthy for real users, not when the command was accepted.

**Check it works:** merge a change and watch it reach production with no manual steps. Then merge a change whose \`/health\` returns 500. The host rolls back, the job fails, and the site keeps serving the previous version the whole time.`,
      quiz: [
        {
          question: 'Why should the same image be promoted to production rather than rebuilt?',
          answer: 'The tested and scanned artifact is exactly what runs in production; rebuilding could pull different dependencies and ship untested bytes.',
          keyPoints: ['same artifact', 'tested and scanned', 'rebuild may differ'],
        },
        {
          question: 'Why is aws ssm wait command-executed needed after send-command?',
          answer: 'send-command returns once the command is queued; the waiter blocks until it finishes and fails if the command failed, so the pipeline reflects the real outcome.',
          keyPoints: ['send-command only queues', 'waits until finished', 'fail on error'],
        },
        {
          question: 'What does the smoke test verify that the host health check does not?',
          answer: 'The full public path: DNS, TLS certificate, reverse proxy and app response as a real user would reach it.',
          keyPoints: ['public path', 'DNS and TLS', 'real user view'],
        },
        {
          question: 'How does the pipeline recover from a deploy whose health check fails?',
          answer: 'The host script restores the previous image and exits non-zero, which fails the SSM command and the CI job, alerting the team while users keep the old version.',
          keyPoints: ['restore previous image', 'job fails', 'users unaffected'],
        },
      ],
      handsOnTask:
        'Build the full capstone workflow (PR checks, publish via OIDC, SSM deploy, smoke test) with a production environment approval. Record two runs: a successful deploy and a broken deploy that rolls back, with screenshots of the job logs and the site.',
      project: 'Completes Pulse\'s fully automated, approval-gated delivery pipeline with self-healing deploys.',
      exercise: 'Add a manual workflow_dispatch input that redeploys any previous image SHA, giving you a one-click rollback button.',
      beginnerTip: 'Write each pipeline step first as a command you can run by hand. Once it works in a terminal, move it into YAML.',
      advancedNote:
        'For multiple instances, SSM Run Command can target by tag with --max-concurrency and --max-errors for rolling deploys; beyond a handful of hosts, an Auto Scaling group with instance refresh or ECS services give rolling updates natively.',
    },
    // ---------------------------------------------------------------- Day 28
    {
      topicName: 'Capstone: observability as code and an operations runbook',
      explanation: `A production system is not finished until someone can **tell when it is broken** and **knows what to do about it**. Today you define Pulse's monitoring in Terraform, so it is versioned and rebuilt along with everything else, and you write the runbook the on-call person will use.

\`\`\`hcl
resource "aws_sns_topic" "alerts" { name = "pulse-alerts" }

resource "aws_cloudwatch_log_metric_filter" "errors" {
  name           = "pulse-errors"
  log_group_name = "/pulse/prod"
  pattern        = "?ERROR ?error"
  metric_transformation {
    name      = "PulseErrors"
    namespace = "Pulse"
    value     = "1"
  }
}

resource "aws_cloudwatch_metric_alarm" "errors" {
  alarm_name          = "pulse-errors"
  namespace           = "Pulse"
  metric_name         = "PulseErrors"
  statistic           = "Sum"
  period              = 300
  evaluation_periods  = 1
  threshold           = 5
  comparison_operator = "GreaterThanThreshold"
  treat_missing_data  = "notBreaching"
  alarm_actions       = [aws_sns_topic.alerts.arn]
  ok_actions          = [aws_sns_topic.alerts.arn]
}
\`\`\`

Add alarms for \`StatusCheckFailed_System\` (with the EC2 recover action) and sustained CPU, a CloudWatch dashboard (\`aws_cloudwatch_dashboard\`) showing requests, errors, CPU and memory, and an **external uptime check** (a Route 53 health check or a free uptime service). CloudWatch running inside AWS cannot tell you that DNS or TLS is broken for the outside world.

Then write \`RUNBOOK.md\`. Each alert gets a section: **what it means**, **how to confirm** (the exact Logs Insights query and commands), **how to mitigate** (rollback workflow, restart, scale up) and **who to escalate to**. Someone who has never seen the system should be able to follow it at 3 a.m.

**Common mistake:** leaving \`treat_missing_data\` at its default for log-based metrics. A metric filter publishes *nothing* when there are no errors. The alarm then sits in \`INSUFFICIENT_DATA\` and never returns to OK cleanly, and a real problem can hide among alarms nobody trusts. For "count of bad things" metrics, missing data means zero, so set \`notBreaching\`.

**Check it works:** make the app log 10 errors (add a temporary \`/boom\` route, or send bad requests). The error alarm fires and emails you, and the runbook's confirm step finds the log lines. After things recover, the OK notification arrives. Run a load test (\`hey -z 60s -c 50 https://pulse.example.com/\`) and watch the dashboard respond.`,
      quiz: [
        {
          question: 'Why define alarms and dashboards in Terraform?',
          answer: 'They are versioned, reviewed and recreated with the environment, so monitoring never drifts or gets forgotten when infrastructure is rebuilt.',
          keyPoints: ['versioned and reviewed', 'recreated with environment', 'no drift'],
        },
        {
          question: 'Why set treat_missing_data = "notBreaching" on an error-count alarm from a metric filter?',
          answer: 'The filter emits no data points when there are no errors; treating missing data as not breaching keeps the alarm OK instead of stuck in INSUFFICIENT_DATA.',
          keyPoints: ['no data when no errors', 'missing data not breaching', 'avoid insufficient data'],
        },
        {
          question: 'Why add an external uptime check when CloudWatch already monitors the instance?',
          answer: 'Internal metrics cannot see failures on the public path, such as DNS, TLS or network problems, that users experience.',
          keyPoints: ['public path failures', 'DNS and TLS', 'user perspective'],
        },
        {
          question: 'What should each runbook entry contain?',
          answer: 'What the alert means, how to confirm it with exact commands or queries, how to mitigate, and whom to escalate to.',
          keyPoints: ['what alert means', 'confirm with commands', 'how to mitigate', 'whom to escalate'],
        },
      ],
      handsOnTask:
        'Add the SNS topic, log metric filter, error, status-check and CPU alarms, and a dashboard to Pulse\'s Terraform, plus an external uptime check. Write RUNBOOK.md for every alert, then trigger the error alarm and follow your runbook step by step.',
      project: 'Finishes the capstone\'s operations layer: alarms, dashboard and uptime checks as code, plus a tested runbook.',
      exercise: 'Add a Logs Insights saved query to Terraform (aws_cloudwatch_query_definition) that shows the 20 most recent errors.',
      beginnerTip: 'Test every alarm at least once by triggering it on purpose. An alarm you have never seen fire may not work.',
      advancedNote:
        'Composite alarms combine several alarms with AND/OR logic (for example high errors AND failing uptime), cutting noise by paging only when multiple symptoms agree.',
    },
    // ---------------------------------------------------------------- Day 29
    {
      topicName: 'SRE practices: SLOs, error budgets and incident response',
      explanation: `**Site Reliability Engineering (SRE)** treats reliability as a product feature, with explicit targets. The vocabulary:

- **SLI (service level indicator):** a measurement of user experience, such as "the percentage of requests that return non-5xx responses in under 300 ms".
- **SLO (service level objective):** the target for that SLI over a window, such as 99.9% over 30 days.
- **Error budget:** what the SLO allows to fail. 99.9% over 30 days allows **43.2 minutes** of total unavailability (0.1% of 43,200 minutes), or 1,000 failed requests out of every million.

The error budget turns arguments into decisions. While budget remains, ship features quickly. If it is used up, slow down and spend the time on reliability work. Aim for **enough** reliability, not 100%. Each extra "nine" costs a great deal, and users cannot tell 99.99% from 99.999% through their own flaky mobile networks.

**When an incident happens:**
1. **Declare it** early, in a dedicated channel. Assign an **incident commander** (coordinates and decides) and a **communications lead** (updates stakeholders and the status page).
2. **Mitigate first, diagnose later.** Roll back the last deploy, fail over, scale up or switch off the feature flag. Users care that it works again, not yet why it broke.
3. **Keep a timeline** as you go: times, actions, observations.
4. **Write a blameless postmortem** within a few days: impact, timeline, root causes and contributing factors, what went well, and **action items with owners and dates**.

\`\`\`text
Postmortem: Pulse 5xx spike, 14 June 2025
Impact: 38% of requests failed for 17 minutes (SLO budget: 40% consumed)
Trigger: deploy 3f9c2a1 read REDIS_URL from a renamed SSM parameter
Detection: pulse-errors alarm, 4 min after deploy
Mitigation: rollback workflow to 9be41d0
Action items: deploy fails if required config is missing (owner: Asha, 21 Jun)
\`\`\`

**Common mistake:** debugging the root cause live while users are still affected. The on-call engineer spends 40 minutes reading code when a 2-minute rollback would have restored service. Make rollback the default first move for any incident that starts after a change.

**Check it works:** run a **game day**. Stop Redis on the Pulse host on purpose, and let a teammate (or you, with a timer) work through detection, the runbook, mitigation and a written postmortem. Measure the time to detect and the time to restore.`,
      quiz: [
        {
          question: 'What is the difference between an SLI and an SLO?',
          answer: 'An SLI is a measured indicator of user experience (e.g. percentage of successful fast requests); an SLO is the target value for that indicator over a time window.',
          keyPoints: ['SLI is measurement', 'SLO is target', 'time window'],
        },
        {
          question: 'How much downtime does a 99.9% monthly (30-day) availability SLO allow?',
          answer: 'About 43.2 minutes, which is 0.1% of the 43,200 minutes in 30 days.',
          keyPoints: ['43.2 minutes', '0.1 percent'],
        },
        {
          question: 'How is an error budget used to make decisions?',
          answer: 'While budget remains, teams ship features freely; when it is exhausted, they prioritise reliability work and slow risky changes.',
          keyPoints: ['budget remaining ship', 'exhausted focus reliability'],
        },
        {
          question: 'What should the first priority be during an incident, and why?',
          answer: 'Mitigation, such as rolling back or failing over, to restore service quickly; root-cause analysis comes after users are no longer affected.',
          keyPoints: ['restore service quickly', 'roll back', 'root-cause analysis after'],
        },
      ],
      handsOnTask:
        'Define an availability SLO for Pulse and calculate its monthly error budget. Run a game day that breaks Redis, handle it with your runbook and rollback workflow, and write a blameless postmortem with at least two owned action items.',
      project: 'Adds an SLO, an incident process and a real postmortem to the Pulse capstone.',
      exercise: 'Calculate the allowed downtime per 30 days for 99%, 99.5%, 99.9% and 99.99%, and discuss which suits a student portfolio app.',
      beginnerTip: 'Blameless does not mean nobody is accountable. It means asking "how did the system allow this?" instead of "who messed up?", so that people report problems honestly.',
      advancedNote:
        'Multi-window burn-rate alerts (e.g. page when 2% of the monthly budget burns in 1 hour AND 5% in 6 hours) catch fast outages quickly and slow leaks reliably, with far fewer false pages than simple threshold alerts.',
    },
    // ---------------------------------------------------------------- Day 30
    {
      topicName: 'Job readiness: DevOps portfolio, interviews and certifications',
      explanation: `You now have something most junior applicants do not: a **working, automated production system** you can show and explain. Package it so that a reviewer understands it in two minutes and an interviewer can dig into it for an hour.

**Portfolio repository checklist (Pulse):**
- A README with an **architecture diagram** (GitHub → Actions → ECR → SSM → EC2 + Caddy, plus CloudWatch and SNS), a 30-second summary, and the live URL.
- \`infra/\` (Terraform modules and environments), \`.github/workflows/\` (CI, deploy, rollback), \`RUNBOOK.md\`, one real postmortem and the SLO.
- A **"decisions and trade-offs"** section: why EC2 and not EKS, why OIDC, why SSM instead of SSH, and what changes at 10x traffic (ALB plus an Auto Scaling group or ECS, RDS Multi-AZ).
- Screenshots or a short screen recording of a deploy and of an automatic rollback.
- Finally, run \`terraform destroy\` when you are not demoing, and say so in the README. Cost awareness is a skill.

**Interview topics to rehearse aloud:** what happens when you type a URL and press Enter (DNS, TCP, TLS, HTTP, proxy, app); containers vs VMs; image layers and caching; Kubernetes objects and probes; CI vs CD and how you would design a pipeline; Terraform state and drift; IAM roles vs users; public vs private subnets; how you would debug "the site is slow"; your incident story.

**Troubleshooting questions follow a method.** State your hypothesis, check from the outside in (DNS → network → proxy → app → dependencies), change one thing at a time, and say what each result tells you.

**Certifications** can help you get past CV filters, especially in India's services companies. **AWS Certified Cloud Practitioner** is the entry point, **AWS Solutions Architect – Associate** is the most requested, and **CKA** (Kubernetes) and **HashiCorp Terraform Associate** follow. Projects prove that you can *do* the work, and certifications show you know the breadth.

**Common mistake:** CV bullets that list tools ("Docker, Kubernetes, AWS, Terraform"). Write outcomes instead: "Built a Terraform-provisioned AWS environment with OIDC-based CI/CD; deploys take 4 minutes and failed releases roll back automatically."

**Check it works:** ask someone to read only your README for two minutes, then explain your architecture back to you. Time a full \`terraform apply\` and first deploy from zero, and put that number in the README.`,
      quiz: [
        {
          question: 'What should a DevOps portfolio repository include?',
          answer: 'An architecture diagram and summary, the Terraform code, CI/CD workflows, runbook and postmortem, a decisions and trade-offs section, and evidence such as deploy and rollback recordings.',
          keyPoints: ['architecture diagram', 'infrastructure code', 'CI/CD workflows', 'trade-offs section'],
        },
        {
          question: 'Describe a structured approach to a troubleshooting interview question.',
          answer: 'State hypotheses, check from the outside in (DNS, network, proxy, app, dependencies), change one thing at a time, and explain what each result shows.',
          keyPoints: ['state hypotheses', 'outside in', 'one change at a time'],
        },
        {
          question: 'How should CV bullets for DevOps work be written?',
          answer: 'As outcomes with specifics and numbers, such as deploy time or automatic rollback, rather than a list of tool names.',
          keyPoints: ['outcomes not tools', 'include numbers', 'specific results'],
        },
        {
          question: 'Which AWS certifications are common starting points?',
          answer: 'AWS Certified Cloud Practitioner as the entry level, then AWS Solutions Architect – Associate, the most requested associate-level certification.',
          keyPoints: ['Cloud Practitioner', 'Solutions Architect Associate'],
        },
      ],
      handsOnTask:
        'Finish the Pulse README with a diagram, decisions section, live URL and recordings, then time a full rebuild from zero (terraform apply plus first deploy) and record the number. Rehearse the "what happens when you type a URL" answer aloud in under three minutes.',
      project: 'Finishes the course: Pulse is a documented, reproducible, job-ready DevOps portfolio project.',
      exercise: 'Rewrite three CV bullets about your DevOps work so each states an outcome, a number and the tools used.',
      beginnerTip: 'In interviews, "I haven\'t used that, but here\'s how I\'d approach it, based on X that I built" is a strong answer. Honesty plus reasoning beats bluffing.',
      advancedNote:
        'Senior interviews probe trade-offs under constraints: cost vs availability, build vs buy, blast radius and multi-account strategy; practise explaining how Pulse would evolve to multi-region and what that would cost.',
    },
  ],
  advancedDays: [
    // ---------------------------------------------------------------- Advanced 1
    {
      topicName: 'Helm charts and GitOps with Argo CD',
      explanation: `Raw Kubernetes YAML gets repetitive across environments: the same Deployment with different replica counts, image tags and resource settings. **Helm** packages manifests as a **chart**: templates plus a \`values.yaml\` of settings. Each environment supplies its own values file.

\`\`\`yaml
# charts/pulse/templates/deployment.yaml (excerpt)
spec:
  replicas: {{ .Values.replicas }}
  template:
    spec:
      containers:
        - name: pulse
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag }}"
          resources: {{- toYaml .Values.resources | nindent 12 }}
\`\`\`

\`\`\`bash
helm create pulse                                   # scaffold a chart
helm template pulse ./charts/pulse -f values-prod.yaml   # render locally to check
helm upgrade --install pulse ./charts/pulse -f values-prod.yaml --set image.tag=3f9c2a1
helm history pulse && helm rollback pulse 4
\`\`\`

**GitOps** goes one step further: a Git repository is the single source of truth for what runs in the cluster, and an agent *inside* the cluster pulls that state and applies it. CI never needs cluster credentials. **Argo CD** is the most widely used GitOps agent:

\`\`\`yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: { name: pulse, namespace: argocd }
spec:
  project: default
  source:
    repoURL: https://github.com/asha/pulse-deploy
    path: charts/pulse
    targetRevision: main
    helm: { valueFiles: [values-prod.yaml] }
  destination: { server: https://kubernetes.default.svc, namespace: pulse }
  syncPolicy:
    automated: { prune: true, selfHeal: true }
\`\`\`

A deployment is now a commit that changes \`image.tag\` in \`values-prod.yaml\`, which CI can open as a pull request. A rollback is \`git revert\`. \`selfHeal\` undoes manual \`kubectl edit\` changes, and \`prune\` deletes resources that were removed from Git.

**Common mistake:** mixing GitOps with manual changes. Someone "hot-fixes" production with \`kubectl scale\`, Argo CD reverts it within minutes, and the fix vanishes mid-incident. Either make emergency changes through Git, or pause auto-sync explicitly and record that you did.

**Check it works:** install Argo CD in kind, create the Application, and watch it sync. Change the tag in Git and the rollout happens on its own. Run \`kubectl scale deploy/pulse --replicas=1\` and watch Argo CD restore the declared count.`,
      quiz: [
        {
          question: 'What problem does Helm solve?',
          answer: 'It templates Kubernetes manifests and parameterises them with values files, so one chart can be deployed to many environments with different settings, and it tracks releases for rollback.',
          keyPoints: ['templates manifests', 'values files', 'release rollback'],
        },
        {
          question: 'What is GitOps?',
          answer: 'Using a Git repository as the source of truth for cluster state, with an in-cluster agent that pulls and applies it continuously, so deployments and rollbacks are Git commits.',
          keyPoints: ['Git source of truth', 'agent pulls changes', 'deploy by commit'],
        },
        {
          question: 'What do prune and selfHeal do in an Argo CD sync policy?',
          answer: 'prune deletes cluster resources removed from Git; selfHeal reverts manual changes in the cluster back to the state in Git.',
          keyPoints: ['prune deletes removed', 'selfHeal reverts drift'],
        },
      ],
      handsOnTask:
        'Convert Pulse\'s Kubernetes manifests into a Helm chart with dev and prod values, install Argo CD in kind, and deploy Pulse from a Git repo. Show an automatic sync after a tag change and self-healing after a manual scale.',
      project: 'Moves Pulse\'s Kubernetes deployments to a Helm chart managed through GitOps.',
      exercise: 'Add a values.schema.json to the chart so an invalid replicas value (such as "three") fails helm lint.',
      beginnerTip: 'Always run helm template and read the rendered YAML before installing. Most chart bugs are plain indentation mistakes.',
      advancedNote:
        'Pull-based GitOps shrinks the attack surface because CI holds no cluster credentials; tools like Argo CD Image Updater or Flux image automation can commit new tags automatically for fully hands-off promotion.',
    },
    // ---------------------------------------------------------------- Advanced 2
    {
      topicName: 'Kubernetes autoscaling and disruption budgets',
      explanation: `Traffic rises and falls, and capacity should follow it. Kubernetes scales at two levels.

**Pod level, with the Horizontal Pod Autoscaler (HPA):** it adds or removes replicas to keep a metric near a target. It needs **metrics-server** installed and **CPU requests** set on the pods, because utilisation is measured as a percentage of the request.

\`\`\`yaml
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: { name: pulse }
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: pulse }
  minReplicas: 2
  maxReplicas: 10
  metrics:
    - type: Resource
      resource:
        name: cpu
        target: { type: Utilization, averageUtilization: 70 }
\`\`\`

**Node level, with Cluster Autoscaler or Karpenter (on AWS):** when pods are **Pending** because no node has enough free requested capacity, these tools add nodes. When nodes sit underused, they drain and remove them. Karpenter picks instance types to fit the pending pods, including cheaper Spot capacity.

**Staying available during disruptions.** Nodes get drained for upgrades and scale-downs. A **PodDisruptionBudget** limits how many replicas voluntary disruptions can take down at once:

\`\`\`yaml
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: { name: pulse }
spec:
  minAvailable: 1
  selector: { matchLabels: { app: pulse } }
\`\`\`

Spread replicas across zones with \`topologySpreadConstraints\` (on \`topology.kubernetes.io/zone\`), so that losing one AZ does not take out every pod.

**Common mistake:** no requests, or wildly wrong ones. Without CPU requests the HPA cannot compute utilisation, and \`kubectl get hpa\` shows \`<unknown>\`. With inflated requests, the scheduler thinks nodes are full, so pods stay Pending and the node autoscaler buys machines that sit idle. Set requests from real usage (\`kubectl top pods\` over time).

**Check it works:** in kind, install metrics-server, apply the HPA, and generate load (\`kubectl run load --image=busybox -- sh -c "while true; do wget -q -O- http://pulse; done"\`). \`kubectl get hpa -w\` shows utilisation rising and replicas increasing, then scaling back down a few minutes after you stop the load.`,
      quiz: [
        {
          question: 'What does the HPA need in order to scale on CPU?',
          answer: 'metrics-server (or another metrics source) installed and CPU requests set on the pods, because utilisation is computed relative to the request.',
          keyPoints: ['metrics-server installed', 'CPU requests', 'relative to request'],
        },
        {
          question: 'How do HPA and the Cluster Autoscaler/Karpenter work together?',
          answer: 'HPA adds pods when load rises; if they cannot be scheduled (Pending), the node autoscaler adds nodes, and it removes underused nodes later.',
          keyPoints: ['HPA adds pods', 'pending pods', 'autoscaler adds nodes'],
        },
        {
          question: 'What does a PodDisruptionBudget protect against?',
          answer: 'Voluntary disruptions such as node drains during upgrades or scale-down taking too many replicas down at once; it keeps a minimum number available.',
          keyPoints: ['voluntary disruptions', 'node drains', 'minimum available'],
        },
      ],
      handsOnTask:
        'Install metrics-server in kind, add CPU requests, an HPA (2–10 replicas at 70%) and a PDB to Pulse, and generate load. Capture kubectl get hpa -w output showing scale-up and scale-down, and drain a node to see the PDB respected.',
      project: 'Makes Pulse on Kubernetes scale with demand and stay available during maintenance.',
      exercise: 'Add topologySpreadConstraints so Pulse replicas spread evenly across zones, and explain what happens when a zone has no capacity.',
      beginnerTip: 'Scale-down is deliberately slow (about 5 minutes of stabilisation by default) to avoid flapping. Be patient when you watch it.',
      advancedNote:
        'CPU is a lagging signal for I/O-bound services; KEDA or custom/external metrics (queue length, requests per second from Prometheus) let HPA scale on the thing that actually drives load, including scaling consumers to zero.',
    },
    // ---------------------------------------------------------------- Advanced 3
    {
      topicName: 'Progressive delivery: blue-green, canary and feature flags',
      explanation: `Even with good tests, some bugs only show up under real traffic. **Progressive delivery** limits how many users a new version can hurt, and makes undoing it instant.

**Blue-green:** run the new version (green) next to the old one (blue) at full size, test green, then switch all traffic at once, at the load balancer or DNS. Rollback means switching back. It is simple and instant, but needs double capacity during the switch and exposes everyone at the same moment.

**Canary:** send a small share of traffic (say 5%) to the new version, compare its error rate and latency with the stable version, then raise the share step by step (25%, 50%, 100%), or abort. On AWS, an ALB listener can split traffic between two target groups with **weights**:

\`\`\`bash
aws elbv2 modify-listener --listener-arn <arn> --default-actions '[{
  "Type": "forward",
  "ForwardConfig": { "TargetGroups": [
    { "TargetGroupArn": "<stable-tg>", "Weight": 95 },
    { "TargetGroupArn": "<canary-tg>", "Weight": 5 } ] } }]'
\`\`\`

In Kubernetes, **Argo Rollouts** or Flagger automate the steps and can **abort automatically** when metrics cross a threshold.

**Feature flags** separate *deploying* code from *releasing* a feature. New code ships switched off, and is enabled for staff first, then 10% of users, then everyone, with no redeploy. Turning the flag off is the fastest rollback there is. Tools include LaunchDarkly, Unleash, Flagsmith and AWS AppConfig.

**Choosing:** for small services, a health-checked deploy with automatic rollback (as in the capstone) plus feature flags covers most needs. Add canaries when your traffic is large enough for a 5% slice to be statistically meaningful. A canary on 20 requests an hour proves nothing.

**Common mistake:** canarying without automated analysis, or with incompatible database changes. If version 2 writes data that version 1 cannot read, rolling back breaks the stable version too. Make schema changes backward-compatible (expand and contract) *before* progressive rollouts, and let metrics, not a person watching graphs, decide to promote or abort.

**Check it works:** put two target groups behind an ALB (or two Deployments behind an ingress that supports weights), route 10% to a version that returns a different \`version\` field, and count the responses over 200 requests. About 20 should come from the canary.`,
      quiz: [
        {
          question: 'How do blue-green and canary deployments differ?',
          answer: 'Blue-green switches all traffic at once from the old to a fully deployed new environment; canary shifts a small, increasing percentage of traffic to the new version while comparing metrics.',
          keyPoints: ['switch all at once', 'small percentage first', 'compare metrics'],
        },
        {
          question: 'What do feature flags separate?',
          answer: 'Deploying code from releasing a feature; code ships disabled and is enabled gradually or instantly disabled without a redeploy.',
          keyPoints: ['deploying vs releasing', 'toggle without redeploy'],
        },
        {
          question: 'Why can database changes break rollbacks during progressive delivery?',
          answer: 'If the new version writes data the old version cannot read, rolling back leaves the old version failing; schema changes must be backward-compatible first.',
          keyPoints: ['incompatible data', 'old version fails', 'backward-compatible schema'],
        },
      ],
      handsOnTask:
        'Create two target groups (stable and canary) behind an ALB, shift traffic 95/5, then 50/50, then 0/100 with modify-listener, counting version responses at each step. Add a simple environment-variable feature flag to Pulse and toggle a new field on and off without redeploying the image.',
      project: 'Adds canary releases and a feature flag to Pulse\'s delivery toolkit.',
      exercise: 'Write the promotion rules for a Pulse canary: which metrics, which thresholds, how long each step lasts, and when to abort.',
      beginnerTip: 'Feature flags need cleanup. Remove a flag and its old code path once the feature is fully released, or they pile up into confusing code.',
      advancedNote:
        'Automated canary analysis compares canary and baseline (not the old fleet) over the same time window to cancel out time-of-day effects, using statistical tests rather than fixed thresholds, which is how Kayenta and Argo Rollouts analysis runs work.',
    },
    // ---------------------------------------------------------------- Advanced 4
    {
      topicName: 'Cloud cost optimisation and FinOps',
      explanation: `In the cloud, every architecture decision is also a spending decision, and bills grow quietly. **FinOps** is the practice of making cost visible, owned and optimised continuously, together with engineering and finance.

**1. Make cost visible.** Tag every resource (\`project\`, \`env\`, \`owner\`), activate those tags as **cost allocation tags**, and use **Cost Explorer** grouped by tag and service. Turn on **AWS Budgets** alerts and **Cost Anomaly Detection** for every account. Terraform makes consistent tagging easy with \`default_tags\` in the provider block.

**2. Remove waste first** (the biggest wins):
- Idle resources: stopped instances still pay for their EBS volumes, plus unattached volumes, old snapshots, forgotten load balancers and unused Elastic IPs (every public IPv4 address is billed hourly).
- **NAT gateway data processing** is charged per GB. Add free S3 and DynamoDB **gateway endpoints** so that traffic skips the NAT.
- Logs kept forever: set a CloudWatch Logs retention period and S3 lifecycle rules.
- Move EBS from gp2 to **gp3**, which costs about 20% less per GB with better baseline performance.

**3. Right-size:** look at CPU and memory utilisation (Compute Optimizer gives recommendations) and move oversized instances down a size. **Graviton (ARM)** instances such as \`t4g\` and \`m7g\` are typically cheaper than the equivalent x86 types. Build multi-architecture images (Day 11) so that switching is a one-line change.

**4. Commit and use spare capacity:**
- **Savings Plans** or **Reserved Instances** trade a 1- or 3-year commitment for large discounts on steady baseline usage.
- **Spot** instances offer spare capacity at up to 90% off but can be reclaimed with a 2-minute warning. They suit stateless, fault-tolerant work such as CI runners, batch jobs and Kubernetes worker pools managed by Karpenter.

\`\`\`bash
aws ce get-cost-and-usage --time-period Start=2025-06-01,End=2025-07-01 \\
  --granularity MONTHLY --metrics UnblendedCost \\
  --group-by Type=DIMENSION,Key=SERVICE
\`\`\`

**Common mistake:** buying Savings Plans *before* removing waste and right-sizing. You lock a discount onto capacity you did not need for one to three years. The order is: see the costs, cut waste, right-size, and only then commit for the remaining steady baseline.

**Check it works:** run the Cost Explorer query for your account and list the top three services. Find at least one waste item (an unattached volume, an old snapshot, a log group with no retention), fix it with Terraform, and set up a budget alert at 80% of your monthly limit.`,
      quiz: [
        {
          question: 'What is the right order for cost optimisation steps?',
          answer: 'Make costs visible, remove waste, right-size resources, then commit to Savings Plans or Reserved Instances for the remaining steady baseline.',
          keyPoints: ['make costs visible', 'remove waste', 'right-size resources', 'then commit'],
        },
        {
          question: 'When are Spot instances a good fit?',
          answer: 'For stateless, fault-tolerant or interruptible work like CI runners, batch jobs and scalable worker pools, because they cost up to 90% less but can be reclaimed with a 2-minute warning.',
          keyPoints: ['fault-tolerant work', '2-minute warning', 'up to 90% cheaper'],
        },
        {
          question: 'Name three common sources of hidden AWS cost.',
          answer: 'NAT gateway data processing, idle or unattached EBS volumes and snapshots, public IPv4 addresses, and logs kept without retention.',
          keyPoints: ['NAT gateway data', 'unattached volumes', 'log retention'],
        },
      ],
      handsOnTask:
        'Add default_tags to Pulse\'s Terraform provider, activate the cost allocation tags, and build a Cost Explorer view grouped by project. Find and remove one waste item, set log retention on every log group, and write a one-page cost report with your top three services.',
      project: 'Makes Pulse\'s AWS spend visible, tagged, alerted and trimmed.',
      exercise: 'Compare the monthly on-demand price of t3.micro and t4g.micro in your region, and list what you would need to change for Pulse to run on Graviton.',
      beginnerTip: 'Look at the Billing dashboard every week while you are learning. Surprises are small when you catch them early.',
      advancedNote:
        'Unit economics (cost per request, per customer or per deploy) is more useful than total spend: it shows whether growth is getting cheaper or more expensive per unit and tells engineers which optimisation actually matters.',
    },
  ],
};
