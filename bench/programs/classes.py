"""Classes and method calls: a tiny ecosystem simulation with attribute access."""


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def scaled(self, k):
        return Vec(self.x * k, self.y * k)

    def manhattan(self):
        return abs(self.x) + abs(self.y)


class Creature:
    count = 0

    def __init__(self, ident, pos, speed):
        self.ident = ident
        self.pos = pos
        self.speed = speed
        self.energy = 100
        self.alive = True
        Creature.count += 1

    def step(self, tick):
        direction = Vec((tick + self.ident) % 3 - 1, (tick * self.ident) % 3 - 1)
        self.pos = self.pos.add(direction.scaled(self.speed))
        self.energy -= self.speed
        if self.energy <= 0:
            self.alive = False

    def describe(self):
        return f"{type(self).__name__}#{self.ident}"


class Grazer(Creature):
    def step(self, tick):
        super().step(tick)
        if tick % 4 == 0:
            self.energy += 3


class Hunter(Creature):
    def __init__(self, ident, pos, speed):
        super().__init__(ident, pos, speed)
        self.kills = 0

    def hunt(self, prey):
        if prey.alive and (prey.pos.x - self.pos.x) % 7 == 0:
            prey.alive = False
            self.kills += 1
            self.energy += 20


class World:
    def __init__(self, size, seed):
        self.creatures = []
        for i in range(size):
            pos = Vec((i + seed) % 17, (i * seed) % 23)
            if i % 5 == 0:
                self.creatures.append(Hunter(i, pos, 2))
            else:
                self.creatures.append(Grazer(i, pos, 1))

    def tick(self, t):
        hunters = [c for c in self.creatures if isinstance(c, Hunter) and c.alive]
        for c in self.creatures:
            if c.alive:
                c.step(t)
        for h in hunters:
            prey = self.creatures[(h.ident * 31 + t) % len(self.creatures)]
            if not isinstance(prey, Hunter):
                h.hunt(prey)

    def alive_count(self):
        return sum(1 for c in self.creatures if c.alive)


seasons = []
for season in range(30):
    world = World(400, season)
    for t in range(140):
        world.tick(t)
    hunters = [c for c in world.creatures if isinstance(c, Hunter)]
    best = max(hunters, key=lambda h: (h.kills, -h.ident))
    spread = sum(c.pos.manhattan() for c in world.creatures)
    seasons.append((world.alive_count(), spread, sum(h.kills for h in hunters), best))
champion = max(seasons, key=lambda s: (s[3].kills, -s[3].ident))[3]
print(f"champion: {champion.describe()} kills={champion.kills}")
print(f"classes checksum: {Creature.count} {sum(s[0] for s in seasons)} "
      f"{sum(s[1] for s in seasons)} {sum(s[2] for s in seasons)}")
