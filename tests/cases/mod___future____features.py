import __future__
print(__future__.all_feature_names)
for name in __future__.all_feature_names:
    feature = getattr(__future__, name)
    print(name, feature, feature.compiler_flag)
    print(" ", feature.getOptionalRelease(), feature.getMandatoryRelease())
print(__future__.annotations.getMandatoryRelease() is None)
print(__future__.CO_FUTURE_ANNOTATIONS == __future__.annotations.compiler_flag)

# ---- expected stdout ----
# ['nested_scopes', 'generators', 'division', 'absolute_import', 'with_statement', 'print_function', 'unicode_literals', 'barry_as_FLUFL', 'generator_stop', 'annotations']
# nested_scopes _Feature((2, 1, 0, 'beta', 1), (2, 2, 0, 'alpha', 0), 16) 16
#   (2, 1, 0, 'beta', 1) (2, 2, 0, 'alpha', 0)
# generators _Feature((2, 2, 0, 'alpha', 1), (2, 3, 0, 'final', 0), 0) 0
#   (2, 2, 0, 'alpha', 1) (2, 3, 0, 'final', 0)
# division _Feature((2, 2, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 131072) 131072
#   (2, 2, 0, 'alpha', 2) (3, 0, 0, 'alpha', 0)
# absolute_import _Feature((2, 5, 0, 'alpha', 1), (3, 0, 0, 'alpha', 0), 262144) 262144
#   (2, 5, 0, 'alpha', 1) (3, 0, 0, 'alpha', 0)
# with_statement _Feature((2, 5, 0, 'alpha', 1), (2, 6, 0, 'alpha', 0), 524288) 524288
#   (2, 5, 0, 'alpha', 1) (2, 6, 0, 'alpha', 0)
# print_function _Feature((2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 1048576) 1048576
#   (2, 6, 0, 'alpha', 2) (3, 0, 0, 'alpha', 0)
# unicode_literals _Feature((2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 2097152) 2097152
#   (2, 6, 0, 'alpha', 2) (3, 0, 0, 'alpha', 0)
# barry_as_FLUFL _Feature((3, 1, 0, 'alpha', 2), (4, 0, 0, 'alpha', 0), 4194304) 4194304
#   (3, 1, 0, 'alpha', 2) (4, 0, 0, 'alpha', 0)
# generator_stop _Feature((3, 5, 0, 'beta', 1), (3, 7, 0, 'alpha', 0), 8388608) 8388608
#   (3, 5, 0, 'beta', 1) (3, 7, 0, 'alpha', 0)
# annotations _Feature((3, 7, 0, 'beta', 1), None, 16777216) 16777216
#   (3, 7, 0, 'beta', 1) None
# True
# True
