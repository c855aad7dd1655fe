"""Float arithmetic: Mandelbrot set escape counts on a small grid."""


def escape_count(cr, ci, max_iter):
    zr = 0.0
    zi = 0.0
    for i in range(max_iter):
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            return i
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
    return max_iter


def render(width, height, max_iter):
    rows = []
    total = 0
    for y in range(height):
        ci = -1.2 + 2.4 * y / height
        line = []
        for x in range(width):
            cr = -2.0 + 2.8 * x / width
            n = escape_count(cr, ci, max_iter)
            total += n
            line.append("#" if n == max_iter else ".")
        rows.append("".join(line))
    return total, rows


total, rows = render(240, 160, 700)
inside = sum(row.count("#") for row in rows)
print(rows[len(rows) // 3][90:170])
print(f"mandelbrot checksum: {total} {inside}")
