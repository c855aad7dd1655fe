print(1j, -1j, 0j, 2 + 0j, complex(0, 0), complex(-0.0, 1))
print(1.5 + 2.5j, (1 + 2j) / 2, 1e20j)
print(repr(complex(1, float("inf"))))

# ---- expected stdout ----
# 1j (-0-1j) 0j (2+0j) 0j (-0+1j)
# (1.5+2.5j) (0.5+1j) 1e+20j
# (1+infj)
