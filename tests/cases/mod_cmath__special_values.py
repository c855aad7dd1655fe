import cmath

inf, nan = float('inf'), float('nan')
points = [complex(inf, 0.0), complex(-inf, 0.0), complex(0.0, inf), complex(inf, inf), complex(-inf, -inf),
          complex(nan, 0.0), complex(0.0, nan), complex(inf, nan), complex(nan, inf), complex(-0.0, -0.0),
          complex(-inf, 2.0), complex(inf, -3.0)]
for name in ['sqrt', 'log', 'exp', 'acos', 'asinh', 'atanh', 'cosh', 'sinh', 'tanh']:
    row = []
    for z in points:
        try:
            row.append(repr(getattr(cmath, name)(z)))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__)
    print(name, ' '.join(row))

# ---- expected stdout ----
# sqrt (inf+0j) infj (inf+infj) (inf+infj) (inf-infj) (nan+nanj) (nan+nanj) (inf+nanj) (inf+infj) -0j infj (inf-0j)
# log (inf+0j) (inf+3.141592653589793j) (inf+1.5707963267948966j) (inf+0.7853981633974483j) (inf-2.356194490192345j) (nan+nanj) (nan+nanj) (inf+nanj) (inf+nanj) ValueError (inf+3.141592653589793j) (inf-0j)
# exp (inf+0j) 0j ValueError ValueError 0j (nan+0j) (nan+nanj) (inf+nanj) (nan+nanj) (1-0j) (-0+0j) (-inf-infj)
# acos -infj (3.141592653589793-infj) (1.5707963267948966-infj) (0.7853981633974483-infj) (2.356194490192345+infj) (nan+nanj) (1.5707963267948966+nanj) (nan+infj) (nan-infj) (1.5707963267948966+0j) (3.141592653589793-infj) infj
# asinh (inf+0j) (-inf+0j) (inf+1.5707963267948966j) (inf+0.7853981633974483j) (-inf-0.7853981633974483j) (nan+0j) (nan+nanj) (inf+nanj) (inf+nanj) (-0-0j) (-inf+0j) (inf-0j)
# atanh 1.5707963267948966j (-0+1.5707963267948966j) 1.5707963267948966j 1.5707963267948966j (-0-1.5707963267948966j) (nan+nanj) nanj nanj 1.5707963267948966j (-0-0j) (-0+1.5707963267948966j) -1.5707963267948966j
# cosh (inf+0j) (inf-0j) ValueError ValueError ValueError (nan+0j) (nan+0j) (inf+nanj) (nan+nanj) (1+0j) (-inf-infj) (-inf-infj)
# sinh (inf+0j) (-inf+0j) ValueError ValueError ValueError (nan+0j) nanj (inf+nanj) (nan+nanj) (-0-0j) (inf+infj) (-inf-infj)
# tanh (1+0j) (-1+0j) ValueError (1+0j) (-1+0j) (nan+0j) (nan+nanj) (1+0j) (nan+nanj) (-0-0j) (-1-0j) (1+0j)
