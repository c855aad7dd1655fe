from enum import Enum, member, nonmember


class Config(Enum):
    DEBUG = 1
    RELEASE = 2
    limit = nonmember(10)

    @member
    def helper():
        return 'called'


print([c.name for c in Config], Config.limit, Config.helper.value(), Config.helper.name)


class WithConst(Enum):
    A = 1
    B = 2
    _private_like = 5

    def double(self):
        return self.value * 2


print(list(WithConst), WithConst.A.double())

# ---- expected stdout ----
# ['DEBUG', 'RELEASE', 'helper'] 10 called helper
# [<WithConst.A: 1>, <WithConst.B: 2>, <WithConst._private_like: 5>] 2
