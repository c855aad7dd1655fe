import math
import os.path as osp
from collections import OrderedDict, deque as dq
from math import *
