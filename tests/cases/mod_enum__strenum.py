from enum import StrEnum, auto


class Method(StrEnum):
    GET = auto()
    POST = auto()
    CUSTOM = 'Custom-Verb'


print(Method.GET, repr(Method.POST), str(Method.CUSTOM), f"[{Method.GET:>6}]")
print(Method.GET == 'get', Method('post'), Method.CUSTOM.upper(), Method.GET + '!', len(Method.CUSTOM))
print(isinstance(Method.GET, str), sorted(Method), '-'.join(Method), Method.CUSTOM.value)
print({'get': 1}[Method.GET], Method.GET in {'get', 'put'}, Method.POST.startswith('po'))
try:
    class Bad(StrEnum):
        ONE = 1
except TypeError as e:
    print("TypeError:", e)
try:
    Method('delete')
except ValueError as e:
    print("ValueError:", e)

# ---- expected stdout ----
# get <Method.POST: 'post'> Custom-Verb [   get]
# True post CUSTOM-VERB get! 11
# True [<Method.CUSTOM: 'Custom-Verb'>, <Method.GET: 'get'>, <Method.POST: 'post'>] get-post-Custom-Verb Custom-Verb
# 1 True True
# TypeError: 1 is not a string
# ValueError: 'delete' is not a valid Method
