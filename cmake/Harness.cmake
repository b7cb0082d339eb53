# Helpers shared by every module: one place for warnings, sanitizers and test registration.

# harness_settings(TARGET): the language level, warnings and sanitizer flags of our own targets.
function(harness_settings target)
  target_compile_features(${target} PUBLIC cxx_std_20)
  set_target_properties(${target} PROPERTIES CXX_EXTENSIONS OFF)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion)
  if(HARNESS_WARNINGS_AS_ERRORS)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(HARNESS_FUZZ)
    # Coverage for libFuzzer in every target of ours; each fuzz target links the fuzzer itself.
    target_compile_options(${target} PUBLIC -fsanitize=fuzzer-no-link,address,undefined
                                            -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_link_options(${target} PUBLIC -fsanitize=address,undefined)
  endif()
  if(HARNESS_SANITIZE)
    target_compile_options(${target} PUBLIC -fsanitize=address,undefined -fno-sanitize-recover=all
                                            -fno-omit-frame-pointer)
    target_link_options(${target} PUBLIC -fsanitize=address,undefined)
  endif()
  if(HARNESS_SHARED_LIBS)
    # A mutant changes one library: the programs load it at run time instead of being relinked.
    set_target_properties(${target} PROPERTIES LINK_DEPENDS_NO_SHARED ON)
  endif()
  if(HARNESS_LLD)
    target_link_options(${target} PRIVATE -fuse-ld=lld)
  endif()
endfunction()

# harness_library(NAME [STATIC] SOURCES... DEPS ...): a library of ours, static unless
# HARNESS_SHARED_LIBS (the mutant builds of ci/mutants) makes it shared. STATIC keeps it static
# always: the test helpers, which link Debian's static GoogleTest and RapidCheck archives.
function(harness_library name)
  cmake_parse_arguments(ARG "STATIC" "" "SOURCES;DEPS" ${ARGN})
  if(HARNESS_SHARED_LIBS AND NOT ARG_STATIC)
    add_library(${name} SHARED ${ARG_SOURCES})
    # Calls inside the library stay direct, as in the static build.
    target_compile_options(${name} PRIVATE -fno-semantic-interposition)
  else()
    add_library(${name} STATIC ${ARG_SOURCES})
  endif()
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR})
  target_link_libraries(${name} PUBLIC ${ARG_DEPS})
  harness_settings(${name})
endfunction()

# harness_test(NAME SOURCES... DEPS ... LABELS ... [CASES N] [SHARDS K] [TIMEOUT S]): a
# GoogleTest program whose tests are registered one by one with CTest, carrying the given labels
# (and a timeout of S seconds when given; CTest's default otherwise). Every test program links
# the shared test helpers of testing/. Property tests run CASES random cases each (default 300;
# 100, RapidCheck's own default, under the sanitizers). With SHARDS, each test is registered K
# times, as TEST/1of<K> ... TEST/<K>of<K>, each running CASES / K cases from its own random
# seed, so that CTest's jobs share a long property (started first: their COST is their cases).
function(harness_test name)
  if(NOT HARNESS_BUILD_TESTS)
    return()
  endif()
  cmake_parse_arguments(ARG "" "CASES;SHARDS;TIMEOUT" "SOURCES;DEPS;LABELS" ${ARGN})
  if(NOT ARG_CASES AND HARNESS_SANITIZE)
    # Under the sanitizers, which run a case about ten times slower, a property with the default
    # count runs RapidCheck's own 100: the sanitizers look for memory errors and undefined
    # behaviour along the paths the cases take, and the release suite runs all 300 of the same
    # properties. A test that gives CASES chooses its count for the sanitizers itself.
    set(ARG_CASES 100)
  elseif(NOT ARG_CASES)
    set(ARG_CASES 300)
  endif()
  if(NOT ARG_SHARDS)
    set(ARG_SHARDS 1)
  endif()
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_DEPS} dungeon_testing GTest::gtest GTest::gtest_main
                                        rapidcheck_gtest rapidcheck)
  harness_settings(${name})
  # The tests' properties are set by a file CTest reads after the discovered tests, not through
  # gtest_discover_tests' PROPERTIES: that passes its arguments on as one list, so a value that
  # is a list (two labels, two variables in ENVIRONMENT) would be split into names and values.
  set(environment "HARNESS_SOURCE_DIR=${PROJECT_SOURCE_DIR}")
  math(EXPR shard_cases "${ARG_CASES} / ${ARG_SHARDS}")
  if("property" IN_LIST ARG_LABELS)
    # A failing property case prints its seed and how to reproduce it.
    list(APPEND environment "RC_PARAMS=max_success=${shard_cases}")
  endif()
  set(cost "")
  if(ARG_SHARDS GREATER 1)
    set(cost " COST ${shard_cases}")
  endif()
  set(timeout "")
  if(ARG_TIMEOUT)
    set(timeout " TIMEOUT ${ARG_TIMEOUT}")
  endif()
  include(GoogleTest)
  foreach(shard RANGE 1 ${ARG_SHARDS})
    set(suffix "")
    if(ARG_SHARDS GREATER 1)
      set(suffix "/${shard}of${ARG_SHARDS}")
    endif()
    set(tests "${name}_TESTS_${shard}")
    gtest_discover_tests(${name} TEST_SUFFIX "${suffix}" TEST_LIST ${tests} DISCOVERY_TIMEOUT 60)
    set(properties "${CMAKE_CURRENT_BINARY_DIR}/${name}_properties_${shard}.cmake")
    file(WRITE "${properties}"
         "foreach(test IN LISTS ${tests})\n"
         "  set_tests_properties(\"\${test}\" PROPERTIES LABELS \"${ARG_LABELS}\"\n"
         "                       ENVIRONMENT \"${environment}\"${cost}${timeout})\n"
         "endforeach()\n")
    set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${properties}")
  endforeach()
endfunction()
