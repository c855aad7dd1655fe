import __future__

ann = __future__.annotations
print(type(ann).__name__, ann.optional, ann.mandatory, ann.compiler_flag)
print(__future__.division.mandatory, __future__.generator_stop.getMandatoryRelease())
print(sorted(k for k in dir(__future__) if k.startswith("CO_")))
print(__future__.CO_FUTURE_DIVISION, hex(__future__.CO_FUTURE_ANNOTATIONS), __future__.CO_NESTED)
print(sorted(__future__.__all__) == sorted(__future__.all_feature_names + ["all_feature_names"]))
print(all(hasattr(__future__, n) for n in __future__.all_feature_names))
print(__future__.annotations is ann, repr(__future__.print_function))

# ---- expected stdout ----
# _Feature (3, 7, 0, 'beta', 1) None 16777216
# (3, 0, 0, 'alpha', 0) (3, 7, 0, 'alpha', 0)
# ['CO_FUTURE_ABSOLUTE_IMPORT', 'CO_FUTURE_ANNOTATIONS', 'CO_FUTURE_BARRY_AS_BDFL', 'CO_FUTURE_DIVISION', 'CO_FUTURE_GENERATOR_STOP', 'CO_FUTURE_PRINT_FUNCTION', 'CO_FUTURE_UNICODE_LITERALS', 'CO_FUTURE_WITH_STATEMENT', 'CO_GENERATOR_ALLOWED', 'CO_NESTED']
# 131072 0x1000000 16
# True
# True
# True _Feature((2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 1048576)
