z = 3 + 4j
print(z, z.real, z.imag, abs(z))
print(z * 1j, z.conjugate(), -z)
print(1j * 1j, complex(1, -1), complex("2+3j"))

# ---- expected stdout ----
# (3+4j) 3.0 4.0 5.0
# (-4+3j) (3-4j) (-3-4j)
# (-1+0j) (1-1j) (2+3j)
