# A __hash__ result that fits a machine word is used as is (-1 becomes -2); larger ints are
# reduced like int hashes. Instances hashing like a str key find it in a dict.
class Big:
    def __hash__(self):
        return 2**61


class MinusOne:
    def __hash__(self):
        return -1


class Huge:
    def __hash__(self):
        return 2**70


class Named(str):
    def __hash__(self):
        return hash(str(self))


print(hash(Big()), hash(MinusOne()), hash(Huge()) == hash(2**70))
n = str.__new__(Named, 'key')
print(hash(n) == hash('key'), {'key': 1}[n], n in {'key'})

# ---- expected stdout ----
# 2305843009213693952 -2 True
# True 1 True
