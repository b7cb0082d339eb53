# clang++ with LLVM's C++ standard library, libc++ (Debian's libc++-dev and libc++abi-dev), on
# the host, for the hash tool's determinism build (docs/reliability.md): the same compiler as the
# clang-release preset with the other standard library, whose sort, hashing and containers are
# written apart from libstdc++'s.
set(CMAKE_CXX_COMPILER clang++)
set(CMAKE_CXX_FLAGS_INIT -stdlib=libc++)
set(CMAKE_EXE_LINKER_FLAGS_INIT -stdlib=libc++)
