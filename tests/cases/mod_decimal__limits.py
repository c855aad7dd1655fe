# Huge exponents cost nothing: results come from exponent arithmetic or overflow/underflow.
from decimal import *
D = Decimal
def t(label, f):
    try:
        r = f()
        print(label, r)
    except Exception as e:
        print(label, type(e).__name__, str(e) or '-')
t('pow10', lambda: D(10) ** 10**9)
t('pow_neg', lambda: D(10) ** -10**9)
t('pow_huge_int', lambda: D(2) ** 10**17)
t('pow_real_huge', lambda: D(2) ** D('1e30'))
t('pow_real_tiny', lambda: D('0.5') ** D('1e30'))
t('quantize', lambda: D(1).quantize(D('1e-999999')))
t('add_far', lambda: D('1e999999') + D('1e-999999'))
t('add_far2', lambda: D('1e999999999999') + D('1e-999999999999'))
t('sqrt_far', lambda: D('1e-999999999').sqrt())
t('ln_far', lambda: D('1e-999999999').ln())
t('exp_big', lambda: D('1e10').exp())
t('exp_mid', lambda: D('2302585').exp())
t('exp_neg', lambda: D('-2302585').exp())
t('mod_far', lambda: D('1e999999') % D(7))
t('floordiv_far', lambda: D('1e999999') // D('1e-999999'))
t('cmp_far', lambda: D('1e999999999') > D('1e-999999999'))
t('hash_far', lambda: hash(D('1e999999999')) == hash(D('1e999999999')))
t('eng', lambda: D('1e999999999').to_eng_string())
t('scaleb', lambda: D(1).scaleb(10**18))
t('round_big', lambda: round(D('1.5'), 10**18))
t('round_neg', lambda: round(D('1.5'), -10**18))
with localcontext() as c:
    c.prec = MAX_PREC
    c.Emax = MAX_EMAX
    c.Emin = MIN_EMIN
    t('maxprec_add', lambda: D(1) + D('1e-50'))
    t('maxprec_sqrt', lambda: D(4).sqrt())
    t('maxprec_div', lambda: D(1) / D(3))
    t('maxprec_quant', lambda: D(1).quantize(D('1e-100000000000')))

# ---- expected stdout ----
# pow10 Overflow [<class 'decimal.Overflow'>]
# pow_neg 0E-1000026
# pow_huge_int Overflow [<class 'decimal.Overflow'>]
# pow_real_huge Overflow [<class 'decimal.Overflow'>]
# pow_real_tiny 0E-1000026
# quantize InvalidOperation [<class 'decimal.InvalidOperation'>]
# add_far 1.000000000000000000000000000E+999999
# add_far2 Overflow [<class 'decimal.Overflow'>]
# sqrt_far 0E-1000026
# ln_far -2302585090.691460591023945771
# exp_big Overflow [<class 'decimal.Overflow'>]
# exp_mid 9.111989258463147766029508430E+999999
# exp_neg 1.09745520065358664358291822E-1000000
# mod_far InvalidOperation [<class 'decimal.DivisionImpossible'>]
# floordiv_far InvalidOperation [<class 'decimal.DivisionImpossible'>]
# cmp_far True
# hash_far True
# eng 1E+999999999
# scaleb InvalidOperation [<class 'decimal.InvalidOperation'>]
# round_big InvalidOperation [<class 'decimal.InvalidOperation'>]
# round_neg InvalidOperation [<class 'decimal.InvalidOperation'>]
# maxprec_add 1.00000000000000000000000000000000000000000000000001
# maxprec_sqrt 2
# maxprec_div MemoryError -
# maxprec_quant MemoryError -
