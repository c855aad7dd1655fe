"""Float arithmetic: a small n-body simulation with a hand-written square root."""


def sqrt(x):
    if x == 0.0:
        return 0.0
    guess = x if x > 1.0 else 1.0
    for _ in range(30):
        nxt = 0.5 * (guess + x / guess)
        if nxt == guess:
            break
        guess = nxt
    return guess


def make_bodies():
    bodies = []
    for i in range(5):
        pos = [float(i) * 1.5, float(i % 2) * 0.7 - 0.3, float(i % 3) * 0.4]
        vel = [0.01 * (i - 2), 0.02 * ((i * 7) % 5 - 2), -0.01 * (i % 2)]
        mass = 1.0 + 0.25 * i
        bodies.append([pos, vel, mass])
    return bodies


def advance(bodies, dt):
    n = len(bodies)
    for i in range(n):
        pi, vi, mi = bodies[i]
        for j in range(i + 1, n):
            pj, vj, mj = bodies[j]
            dx = pi[0] - pj[0]
            dy = pi[1] - pj[1]
            dz = pi[2] - pj[2]
            d2 = dx * dx + dy * dy + dz * dz + 0.01
            mag = dt / (d2 * sqrt(d2))
            vi[0] -= dx * mj * mag
            vi[1] -= dy * mj * mag
            vi[2] -= dz * mj * mag
            vj[0] += dx * mi * mag
            vj[1] += dy * mi * mag
            vj[2] += dz * mi * mag
    for p, v, _ in bodies:
        p[0] += dt * v[0]
        p[1] += dt * v[1]
        p[2] += dt * v[2]


def energy(bodies):
    e = 0.0
    for i, (p, v, m) in enumerate(bodies):
        e += 0.5 * m * (v[0] * v[0] + v[1] * v[1] + v[2] * v[2])
        for p2, _, m2 in bodies[i + 1:]:
            dx = p[0] - p2[0]
            dy = p[1] - p2[1]
            dz = p[2] - p2[2]
            e -= m * m2 / sqrt(dx * dx + dy * dy + dz * dz + 0.01)
    return e


bodies = make_bodies()
before = energy(bodies)
for _ in range(75000):
    advance(bodies, 0.001)
after = energy(bodies)
print(f"nbody checksum: {before:.9f} {after:.9f}")
