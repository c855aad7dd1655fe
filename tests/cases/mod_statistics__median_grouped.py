from statistics import median_grouped, StatisticsError

print(median_grouped([52, 52, 53, 54]), median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(median_grouped([1, 3, 3, 5, 7], interval=1), median_grouped([1, 3, 3, 5, 7], interval=2))
print(median_grouped([25, 35, 35, 45]), median_grouped([1.5, 2.5, 2.5, 3.5], 1), median_grouped([7]))
print(median_grouped([1, 3], '2'), median_grouped(x for x in [10, 20, 20, 30]))
try:
    median_grouped([])
except StatisticsError as e:
    print('StatisticsError', e)
for interval in ['x', None]:
    try:
        median_grouped([1, 3], interval)
    except TypeError as e:
        print('TypeError', e)
try:
    median_grouped(['a', 'b'])
except TypeError as e:
    print('TypeError', e)

# ---- expected stdout ----
# 52.5 3.7
# 3.25 3.5
# 35.0 2.5 7.0
# 2.0 20.0
# StatisticsError no median for empty data
# TypeError Value cannot be converted to a float
# TypeError float() argument must be a string or a real number, not 'NoneType'
# TypeError Value cannot be converted to a float
