# panic (caught as SystemError by the run's safety net): T.__new__() with no cls indexes args[0] / args[1..]
# (types/set.rs frozenset_new, types/iter_methods.rs zip_new).
frozenset.__new__()
