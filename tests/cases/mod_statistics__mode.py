from statistics import mode, multimode, StatisticsError

print(mode([1, 1, 2, 3, 3, 3, 3, 4]), mode(['red', 'blue', 'blue', 'red', 'green', 'red', 'red']))
print(mode([1, 2, 2, 1]), mode('abracadabra'), mode([1, 1.0, True, 2, 2]), mode(iter([3])))
print(mode([(1, 2), (1, 2), (3,)]), mode([None, None, 0]))
print(multimode('aabbbbccddddeeffffgg'), multimode(''), multimode([1, 1.0, True, 2]))
print(multimode([3, 1, 2]), multimode(iter('mississippi')), multimode([[1] * 0 or 'x']))
try:
    mode([])
except StatisticsError as e:
    print('StatisticsError', e)
try:
    mode([[1], [1]])
except TypeError as e:
    print('TypeError', e)

# ---- expected stdout ----
# 3 red
# 1 a 1 3
# (1, 2) None
# ['b', 'd', 'f'] [] [1]
# [3, 1, 2] ['i', 's'] ['x']
# StatisticsError no mode for empty data
# TypeError unhashable type: 'list'
