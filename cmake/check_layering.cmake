# The layering check (SPEC section 2), run as a CTest in script mode:
#
#   cmake -DSOURCE_DIR=<tree> -P cmake/check_layering.cmake
#
# Reads every .h and .cpp file under the layer folders of SOURCE_DIR and fails, naming each
# file:line and the include, when a file includes a project header from a folder its own
# folder may not use. Only quoted includes whose path starts with a folder count; system
# headers (<...>) are not ours. A test beside a module (X/tests/) may also use testing/.
#
# The allowed matrix, lowest layer first (a folder may always include itself):
#   model       (nothing of ours)
#   sim         model
#   checks      model sim
#   generator   model sim checks
#   golden, sweeps, render      model sim checks generator
#   cli         every layer above, none of bench/integration/testing
#   testing     model sim checks generator
#   bench, integration          every layer, and testing
#   fuzz        every layer of the product
cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
  message(FATAL_ERROR "check_layering: pass -DSOURCE_DIR=<the tree to check>")
endif()

set(product model sim checks generator golden sweeps render cli)
set(allowed_model "")
set(allowed_sim model)
set(allowed_checks model sim)
set(allowed_generator model sim checks)
set(allowed_golden model sim checks generator)
set(allowed_sweeps model sim checks generator)
set(allowed_render model sim checks generator)
set(allowed_cli model sim checks generator golden sweeps render)
set(allowed_testing model sim checks generator)
set(allowed_bench ${product} testing)
set(allowed_integration ${product} testing)
set(allowed_fuzz ${product})
set(layers ${product} testing bench integration fuzz)

set(violations "")
set(files_read 0)
foreach(layer ${layers})
  file(GLOB_RECURSE sources LIST_DIRECTORIES false RELATIVE ${SOURCE_DIR}
       ${SOURCE_DIR}/${layer}/*.h ${SOURCE_DIR}/${layer}/*.cpp)
  foreach(source ${sources})
    set(allowed ${layer} ${allowed_${layer}})
    if(source MATCHES "^${layer}/(.+/)?tests/")
      list(APPEND allowed testing)
    endif()
    math(EXPR files_read "${files_read} + 1")
    file(STRINGS ${SOURCE_DIR}/${source} lines)
    set(line_number 0)
    foreach(line IN LISTS lines)
      math(EXPR line_number "${line_number} + 1")
      if(NOT line MATCHES "^[ \t]*#[ \t]*include[ \t]*\"([a-z_]+)/[^\"]*\"")
        continue()
      endif()
      set(folder ${CMAKE_MATCH_1})
      if(NOT folder IN_LIST layers)
        continue()
      endif()
      if(NOT folder IN_LIST allowed)
        string(STRIP "${line}" include)
        list(APPEND violations
             "${source}:${line_number}: ${layer}/ may not include ${folder}/: ${include}")
      endif()
    endforeach()
  endforeach()
endforeach()

if(files_read EQUAL 0)
  message(FATAL_ERROR "check_layering: no source file found under ${SOURCE_DIR}")
endif()
list(LENGTH violations count)
if(count GREATER 0)
  foreach(violation IN LISTS violations)
    message(NOTICE "${violation}")
  endforeach()
  message(FATAL_ERROR "layering: ${count} include(s) outside the matrix (cmake/check_layering.cmake)")
endif()
message(STATUS "layering: ${files_read} files, every include within the matrix")
