import warnings


class ApiWarning(UserWarning):
    pass


class RateLimitWarning(ApiWarning):
    pass


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", category=ApiWarning)
    warnings.warn("plain user warning")
    warnings.warn("api noise", ApiWarning)
    warnings.warn("slow down", RateLimitWarning)
    warnings.warn(RateLimitWarning("instance form"))
    warnings.warn("runtime", RuntimeWarning)
print([(w.category.__name__, str(w.message)) for w in log])

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.filterwarnings("error", category=RateLimitWarning)
    warnings.warn("api is fine", ApiWarning)
    try:
        warnings.warn("too fast", RateLimitWarning)
    except ApiWarning as e:
        print("raised", type(e).__name__, e.args, isinstance(e, UserWarning))

# The category argument is ignored when the message is already a Warning.
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn(ApiWarning("wins"), RuntimeWarning)
print(log[0].category.__name__, log[0].message.args)
print(issubclass(RateLimitWarning, Warning), RateLimitWarning.__mro__[2].__name__)

# ---- expected stdout ----
# [('UserWarning', 'plain user warning'), ('RuntimeWarning', 'runtime')]
# raised RateLimitWarning ('too fast',) True
# ApiWarning ('wins',)
# True UserWarning
